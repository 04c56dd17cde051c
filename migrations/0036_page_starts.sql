ALTER TABLE `documents` ADD `page_starts` text;--> statement-breakpoint
ALTER TABLE `document_versions` ADD `page_starts` text;--> statement-breakpoint
ALTER TABLE `document_versions` ADD `page_images_at` integer;