CREATE TABLE `imported_documents` (
	`organization_id` text NOT NULL,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`checksum` text NOT NULL,
	`document_id` text NOT NULL,
	`import_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`organization_id`, `source`, `source_id`, `checksum`)
);
--> statement-breakpoint
CREATE TABLE `imports` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`created_by` text,
	`source` text NOT NULL,
	`file_name` text NOT NULL,
	`size` integer NOT NULL,
	`status` text DEFAULT 'uploading' NOT NULL,
	`upload_id` text,
	`uploaded_parts` text DEFAULT '[]' NOT NULL,
	`job_id` text,
	`chunks_count` integer DEFAULT 0 NOT NULL,
	`next_chunk` integer DEFAULT 0 NOT NULL,
	`next_index` integer DEFAULT 0 NOT NULL,
	`documents_imported` integer DEFAULT 0 NOT NULL,
	`documents_skipped` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `imports_organization_created_index` ON `imports` (`organization_id`,`created_at`);