CREATE TABLE `saved_views` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`search_query` text DEFAULT '' NOT NULL,
	`tag_ids` text DEFAULT '[]' NOT NULL,
	`tag_match` text DEFAULT 'all' NOT NULL,
	`sort` text,
	`columns` text,
	`layout` text DEFAULT 'table' NOT NULL,
	`position` integer NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_views_organization_name_unique` ON `saved_views` (`organization_id`,`name`);--> statement-breakpoint
CREATE INDEX `saved_views_organization_position_index` ON `saved_views` (`organization_id`,`position`);