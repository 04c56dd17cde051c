CREATE TABLE `document_suggestion_runs` (
	`document_id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`model_trained_at` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `document_suggestions` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`document_id` text NOT NULL,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`tag_id` text,
	`property_id` text,
	`value` text,
	`confidence` real NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `property_definitions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_suggestions_document_target_unique` ON `document_suggestions` (`document_id`,`target`);--> statement-breakpoint
CREATE INDEX `document_suggestions_organization_status_index` ON `document_suggestions` (`organization_id`,`status`);--> statement-breakpoint
CREATE TABLE `suggestion_models` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`trained_at` integer,
	`labelled_documents_count` integer DEFAULT 0 NOT NULL,
	`size_bytes` integer DEFAULT 0 NOT NULL,
	`training_milliseconds` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `organizations` ADD `suggestions_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `property_definitions` ADD `suggest` integer DEFAULT false NOT NULL;