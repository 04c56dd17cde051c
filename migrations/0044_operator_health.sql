CREATE TABLE `cron_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`cron` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer NOT NULL,
	`outcome` text NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `cron_runs_started_index` ON `cron_runs` (`started_at`);--> statement-breakpoint
ALTER TABLE `operator_audit_log` ADD `detail` text;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_status_created_index` ON `webhook_deliveries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `intake_email_messages_outcome_received_index` ON `intake_email_messages` (`outcome`,`received_at`);