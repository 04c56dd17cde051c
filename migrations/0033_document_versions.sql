CREATE TABLE `document_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`document_id` text NOT NULL,
	`number` integer NOT NULL,
	`label` text,
	`source` text NOT NULL,
	`restored_from_number` integer,
	`original_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`storage_key` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`content` text,
	`content_edited_at` integer,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_versions_document_number_unique` ON `document_versions` (`document_id`,`number`);--> statement-breakpoint
CREATE INDEX `document_versions_organization_sha256_index` ON `document_versions` (`organization_id`,`sha256`);--> statement-breakpoint
ALTER TABLE `documents` ADD `other_versions_size` integer DEFAULT 0 NOT NULL;