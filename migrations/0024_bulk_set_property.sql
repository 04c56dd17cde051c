ALTER TABLE `bulk_jobs` ADD `property_id` text;--> statement-breakpoint
ALTER TABLE `bulk_jobs` ADD `property_value` text;