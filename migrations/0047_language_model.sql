CREATE TABLE `language_model_usage` (
	`organization_id` text NOT NULL,
	`month` text NOT NULL,
	`requests_count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `month`)
);
--> statement-breakpoint
ALTER TABLE `organizations` ADD `language_model_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `document_suggestions` ADD `source` text DEFAULT 'learned' NOT NULL;