CREATE TABLE `auth_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_ends_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_throttles_window_ends_at_index` ON `auth_throttles` (`window_ends_at`);