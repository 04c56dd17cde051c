CREATE TABLE `document_property_values` (
	`document_id` text NOT NULL,
	`property_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`value` text NOT NULL,
	`value_text` text,
	`value_number` real,
	PRIMARY KEY(`document_id`, `property_id`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `property_definitions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_property_values_text_index` ON `document_property_values` (`property_id`,`value_text`);--> statement-breakpoint
CREATE INDEX `document_property_values_number_index` ON `document_property_values` (`property_id`,`value_number`);--> statement-breakpoint
CREATE TABLE `property_definitions` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`unit` text,
	`description` text,
	`options` text DEFAULT '[]' NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `property_definitions_organization_name_unique` ON `property_definitions` (`organization_id`,`name`);--> statement-breakpoint
CREATE INDEX `property_definitions_organization_position_index` ON `property_definitions` (`organization_id`,`position`);