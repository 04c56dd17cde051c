-- migrations/0049_new_tag_suggestions_and_tokens.sql for an organization's tables: the same.
ALTER TABLE `language_model_usage` ADD `tokens_count` integer DEFAULT 0 NOT NULL;
