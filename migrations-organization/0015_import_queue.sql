-- migrations/0048_import_queue.sql for an organization's tables: the same.
ALTER TABLE `imports` ADD `queue_position` integer;--> statement-breakpoint
ALTER TABLE `imports` ADD `confirmed_by` text;