CREATE TABLE `document_pages` (
	`document_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`page_number` integer NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`needs_ocr` integer NOT NULL,
	PRIMARY KEY(`document_id`, `page_number`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `organizations` ADD `document_languages` text DEFAULT '["en"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `pages_done` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `pages_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `content_edited_at` integer;--> statement-breakpoint
ALTER TABLE `documents` ADD `thumbnail_created_at` integer;