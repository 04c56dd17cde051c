CREATE TABLE `operator_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`operator_id` text NOT NULL,
	`operator_email` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`target_label` text NOT NULL,
	`reason` text,
	`ip_address` text,
	`user_agent` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `operator_audit_log_created_index` ON `operator_audit_log` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `operator_audit_log_target_index` ON `operator_audit_log` (`target_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `operator_audit_log_operator_index` ON `operator_audit_log` (`operator_email`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `last_sign_in_at` integer;--> statement-breakpoint
CREATE INDEX `users_created_index` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_name_lower_index` ON `users` (lower(name));--> statement-breakpoint
ALTER TABLE `organizations` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `organizations` ADD `suspension_reason` text;--> statement-breakpoint
CREATE INDEX `organizations_created_index` ON `organizations` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `organizations_name_lower_index` ON `organizations` (lower(name));