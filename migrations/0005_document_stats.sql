CREATE TABLE `organization_document_stats` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`active_count` integer DEFAULT 0 NOT NULL,
	`active_size` integer DEFAULT 0 NOT NULL,
	`trashed_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
