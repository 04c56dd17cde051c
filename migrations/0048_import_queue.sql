ALTER TABLE `imports` ADD `queue_position` integer;--> statement-breakpoint
ALTER TABLE `imports` ADD `confirmed_by` text;