CREATE TABLE `service_daily_numbers` (
	`day` text PRIMARY KEY NOT NULL,
	`sign_ups` integer NOT NULL,
	`active_users` integer NOT NULL,
	`organizations` integer NOT NULL,
	`documents` integer NOT NULL,
	`storage_bytes` integer NOT NULL,
	`recorded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `users_last_sign_in_index` ON `users` (`last_sign_in_at`);