CREATE TABLE `intake_email_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`intake_email_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`message_key` text NOT NULL,
	`from_address` text,
	`subject` text,
	`outcome` text NOT NULL,
	`reason` text,
	`tag_name` text,
	`documents` text NOT NULL,
	`duplicates_count` integer DEFAULT 0 NOT NULL,
	`raw_key` text,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `intake_email_messages_address_received_index` ON `intake_email_messages` (`intake_email_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `intake_email_messages_received_index` ON `intake_email_messages` (`received_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `intake_email_messages_once_unique` ON `intake_email_messages` (`intake_email_id`,`message_key`) WHERE outcome IN ('processing', 'accepted');--> statement-breakpoint
CREATE TABLE `intake_emails` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`email_address` text NOT NULL,
	`is_enabled` integer NOT NULL,
	`allowed_origins` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `intake_emails_address_unique` ON `intake_emails` (`email_address`);--> statement-breakpoint
CREATE INDEX `intake_emails_organization_index` ON `intake_emails` (`organization_id`);