CREATE TABLE `webhook_delivery_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`delivery_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`response_status` integer,
	`response_excerpt` text,
	`duration_ms` integer NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_delivery_attempts_delivery_index` ON `webhook_delivery_attempts` (`delivery_id`,`attempt`);--> statement-breakpoint
ALTER TABLE `webhooks` ADD `consecutive_failed_deliveries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `webhooks` ADD `failing_since` integer;--> statement-breakpoint
ALTER TABLE `webhooks` ADD `disabled_reason` text;--> statement-breakpoint
ALTER TABLE `webhooks` ADD `disabled_at` integer;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_created_index` ON `webhook_deliveries` (`created_at`);