ALTER TABLE `organizations` ADD `new_tag_suggestions_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `language_model_usage` ADD `tokens_count` integer DEFAULT 0 NOT NULL;