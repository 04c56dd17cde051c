CREATE TABLE `organization_databases` (
	`binding` text PRIMARY KEY NOT NULL,
	`size_bytes` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `organizations` ADD `database` text DEFAULT 'DB' NOT NULL;