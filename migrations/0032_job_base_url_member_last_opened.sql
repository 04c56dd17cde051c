ALTER TABLE `organization_members` ADD `last_opened_at` integer;--> statement-breakpoint
ALTER TABLE `bulk_jobs` ADD `base_url` text;