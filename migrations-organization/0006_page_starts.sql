-- migrations/0036_page_starts.sql for an organization's tables: where each page's text starts in the content, and when a version's page images were made.
ALTER TABLE `documents` ADD `page_starts` text;--> statement-breakpoint
ALTER TABLE `document_versions` ADD `page_starts` text;--> statement-breakpoint
ALTER TABLE `document_versions` ADD `page_images_at` integer;