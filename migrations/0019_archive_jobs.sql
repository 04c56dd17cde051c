ALTER TABLE `bulk_jobs` ADD `parts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `bulk_jobs` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `bulk_jobs` ADD `locale` text;--> statement-breakpoint
CREATE INDEX `bulk_jobs_expires_index` ON `bulk_jobs` (`expires_at`);