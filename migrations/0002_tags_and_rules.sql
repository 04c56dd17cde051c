CREATE TABLE `tagging_rule_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`tagging_rule_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`documents_count` integer NOT NULL,
	`processed_count` integer DEFAULT 0 NOT NULL,
	`tagged_count` integer DEFAULT 0 NOT NULL,
	`cursor_created_at` integer,
	`cursor_document_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tagging_rule_id`) REFERENCES `tagging_rules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tagging_rule_runs_rule_index` ON `tagging_rule_runs` (`tagging_rule_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `tagging_rule_tags` (
	`tagging_rule_id` text NOT NULL,
	`tag_id` text NOT NULL,
	PRIMARY KEY(`tagging_rule_id`, `tag_id`),
	FOREIGN KEY (`tagging_rule_id`) REFERENCES `tagging_rules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tagging_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`is_enabled` integer DEFAULT true NOT NULL,
	`match_mode` text DEFAULT 'all' NOT NULL,
	`is_case_sensitive` integer DEFAULT false NOT NULL,
	`conditions` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tagging_rules_organization_index` ON `tagging_rules` (`organization_id`);--> statement-breakpoint
DROP INDEX `tags_organization_name_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `tags_organization_lower_name_unique` ON `tags` (`organization_id`,lower("name"));