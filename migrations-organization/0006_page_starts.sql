-- migrations/0036_page_starts.sql for an organization's tables: where each page's text starts in the content.
ALTER TABLE `documents` ADD `page_starts` text;--> statement-breakpoint
ALTER TABLE `document_versions` ADD `page_starts` text;