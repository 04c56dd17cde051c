CREATE TABLE `bulk_job_documents` (
	`job_id` text NOT NULL,
	`position` integer NOT NULL,
	`document_id` text NOT NULL,
	PRIMARY KEY(`job_id`, `position`),
	FOREIGN KEY (`job_id`) REFERENCES `bulk_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bulk_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`created_by` text,
	`action` text NOT NULL,
	`tag_id` text,
	`status` text DEFAULT 'running' NOT NULL,
	`documents_count` integer DEFAULT 0 NOT NULL,
	`processed_count` integer DEFAULT 0 NOT NULL,
	`changed_count` integer DEFAULT 0 NOT NULL,
	`error` text,
	`finished_at` integer,
	`dismissed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bulk_jobs_creator_index` ON `bulk_jobs` (`organization_id`,`created_by`,`created_at`);--> statement-breakpoint
CREATE INDEX `bulk_jobs_created_index` ON `bulk_jobs` (`created_at`);