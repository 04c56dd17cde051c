CREATE TABLE `organization_moves` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`target` text NOT NULL,
	`step` text NOT NULL,
	`table_index` integer DEFAULT 0 NOT NULL,
	`after_rowid` integer DEFAULT 0 NOT NULL,
	`copied_rows` integer DEFAULT 0 NOT NULL,
	`copy_from` integer NOT NULL,
	`restart_reason` text,
	`restarts` integer DEFAULT 0 NOT NULL,
	`started_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `organizations` ADD `moving_to` text;