-- The tables of an organization database (see README, "Scale"): the per-organization tables of
-- migrations/ as they stand after 0027, without the foreign keys to users and organizations, which live in
-- the global database. tests/worker/organization-databases.test.ts holds the two folders to one schema.
CREATE TABLE `document_activities` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`document_id` text NOT NULL,
	`event` text NOT NULL,
	`event_data` text,
	`user_id` text,
	`tag_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`created_by` text,
	`name` text NOT NULL,
	`original_name` text NOT NULL,
	`original_size` integer NOT NULL,
	`original_sha256` text NOT NULL,
	`mime_type` text NOT NULL,
	`storage_key` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`processing_status` text DEFAULT 'pending' NOT NULL,
	`processing_error` text,
	`deleted_at` integer,
	`deleted_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL, `pages_done` integer DEFAULT 0 NOT NULL, `pages_total` integer DEFAULT 0 NOT NULL, `content_edited_at` integer, `thumbnail_created_at` integer, `document_date` text, `document_date_source` text
);
--> statement-breakpoint
CREATE TABLE `documents_tags` (
	`document_id` text NOT NULL,
	`tag_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`document_id`, `tag_id`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`color` text NOT NULL,
	`description` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tagging_rule_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`tagging_rule_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`documents_count` integer NOT NULL,
	`processed_count` integer DEFAULT 0 NOT NULL,
	`tagged_count` integer DEFAULT 0 NOT NULL,
	`cursor_created_at` integer,
	`cursor_document_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`tagging_rule_id`) REFERENCES `tagging_rules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tagging_rule_tags` (
	`tagging_rule_id` text NOT NULL,
	`tag_id` text NOT NULL,
	PRIMARY KEY(`tagging_rule_id`, `tag_id`),
	FOREIGN KEY (`tagging_rule_id`) REFERENCES `tagging_rules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tagging_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`is_enabled` integer DEFAULT true NOT NULL,
	`match_mode` text DEFAULT 'all' NOT NULL,
	`is_case_sensitive` integer DEFAULT false NOT NULL,
	`conditions` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL, `property_values` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_documents` (
	`search_rowid` integer PRIMARY KEY,
	`document_id` text NOT NULL UNIQUE,
	`organization_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer
, `document_date` text);
--> statement-breakpoint
CREATE TABLE `organization_document_stats` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`active_count` integer DEFAULT 0 NOT NULL,
	`active_size` integer DEFAULT 0 NOT NULL,
	`trashed_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_terms` (
	`id` integer PRIMARY KEY,
	`term` text NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`sealed_secret` text NOT NULL,
	`previous_sealed_secret` text,
	`secret_rotated_at` integer,
	`enabled` integer NOT NULL,
	`events` text NOT NULL,
	`last_triggered_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL, `consecutive_failed_deliveries` integer DEFAULT 0 NOT NULL, `failing_since` integer, `disabled_reason` text, `disabled_at` integer
);
--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`webhook_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`event_type` text NOT NULL,
	`message_id` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`response_status` integer,
	`response_excerpt` text,
	`duration_ms` integer,
	`error` text,
	`next_attempt_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`webhook_id`) REFERENCES `webhooks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `webhook_delivery_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`delivery_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`response_status` integer,
	`response_excerpt` text,
	`duration_ms` integer NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `intake_email_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`intake_email_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`message_key` text NOT NULL,
	`from_address` text,
	`subject` text,
	`outcome` text NOT NULL,
	`reason` text,
	`tag_name` text,
	`documents` text NOT NULL,
	`duplicates_count` integer DEFAULT 0 NOT NULL,
	`raw_key` text,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `document_pages` (
	`document_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`page_number` integer NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`needs_ocr` integer NOT NULL,
	PRIMARY KEY(`document_id`, `page_number`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bulk_job_documents` (
	`job_id` text NOT NULL,
	`position` integer NOT NULL,
	`document_id` text NOT NULL,
	PRIMARY KEY(`job_id`, `position`),
	FOREIGN KEY (`job_id`) REFERENCES `bulk_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bulk_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`created_by` text,
	`action` text NOT NULL,
	`tag_id` text,
	`status` text DEFAULT 'running' NOT NULL,
	`documents_count` integer DEFAULT 0 NOT NULL,
	`processed_count` integer DEFAULT 0 NOT NULL,
	`changed_count` integer DEFAULT 0 NOT NULL,
	`error` text,
	`finished_at` integer,
	`dismissed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL, `parts` text DEFAULT '[]' NOT NULL, `expires_at` integer, `locale` text, `property_id` text, `property_value` text
);
--> statement-breakpoint
CREATE TABLE `document_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`document_id` text NOT NULL,
	`author_id` text,
	`content` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `saved_views` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`search_query` text DEFAULT '' NOT NULL,
	`tag_ids` text DEFAULT '[]' NOT NULL,
	`tag_match` text DEFAULT 'all' NOT NULL,
	`sort` text,
	`columns` text,
	`layout` text DEFAULT 'table' NOT NULL,
	`position` integer NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `document_property_values` (
	`document_id` text NOT NULL,
	`property_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`value` text NOT NULL,
	`value_text` text,
	`value_number` real,
	PRIMARY KEY(`document_id`, `property_id`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `property_definitions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
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
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `share_links` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`document_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`password_hash` text,
	`allow_download` integer NOT NULL,
	`expires_at` integer,
	`revoked_at` integer,
	`created_by` text,
	`views_count` integer DEFAULT 0 NOT NULL,
	`last_viewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_words` USING fts5(name, content, content='search_source', content_rowid='search_rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_trigrams` USING fts5(name, content, content='search_source', content_rowid='search_rowid', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_name_words` USING fts5(name, content='search_source', content_rowid='search_rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_name_trigrams` USING fts5(name, content='search_source', content_rowid='search_rowid', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_term_trigrams` USING fts5(term, content='search_terms', content_rowid='id', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_words_vocabulary` USING fts5vocab(`search_words`, 'row');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_new_words` USING fts5(text, content='', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_new_words_vocabulary` USING fts5vocab(`search_new_words`, 'row');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_notes` USING fts5(notes, tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE VIEW `search_source` AS
	SELECT s.`search_rowid`, d.`name`, d.`content` FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
--> statement-breakpoint
CREATE INDEX `document_activities_document_index` ON `document_activities` (`document_id`,`created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_organization_sha256_unique` ON `documents` (`organization_id`,`original_sha256`);
--> statement-breakpoint
CREATE INDEX `documents_deleted_at_index` ON `documents` (`deleted_at`);
--> statement-breakpoint
CREATE INDEX `documents_pending_index` ON `documents` (`processing_status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `documents_tags_tag_index` ON `documents_tags` (`tag_id`);
--> statement-breakpoint
CREATE INDEX `tagging_rule_runs_rule_index` ON `tagging_rule_runs` (`tagging_rule_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `tagging_rules_organization_index` ON `tagging_rules` (`organization_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_organization_lower_name_unique` ON `tags` (`organization_id`,lower("name"));
--> statement-breakpoint
CREATE INDEX `search_documents_organization_index` ON `search_documents` (`organization_id`, `deleted_at`);
--> statement-breakpoint
CREATE INDEX `documents_organization_created_index` ON `documents` (`organization_id`,`deleted_at`,`created_at`);
--> statement-breakpoint
CREATE INDEX `documents_organization_size_index` ON `documents` (`organization_id`,`deleted_at`,`original_size`);
--> statement-breakpoint
CREATE INDEX `webhooks_organization_index` ON `webhooks` (`organization_id`);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_webhook_created_index` ON `webhook_deliveries` (`webhook_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `webhook_delivery_attempts_delivery_index` ON `webhook_delivery_attempts` (`delivery_id`,`attempt`);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_created_index` ON `webhook_deliveries` (`created_at`);
--> statement-breakpoint
CREATE INDEX `intake_email_messages_address_received_index` ON `intake_email_messages` (`intake_email_id`,`received_at`);
--> statement-breakpoint
CREATE INDEX `intake_email_messages_received_index` ON `intake_email_messages` (`received_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `intake_email_messages_once_unique` ON `intake_email_messages` (`intake_email_id`,`message_key`) WHERE outcome IN ('processing', 'accepted');
--> statement-breakpoint
CREATE INDEX `bulk_jobs_creator_index` ON `bulk_jobs` (`organization_id`,`created_by`,`created_at`);
--> statement-breakpoint
CREATE INDEX `bulk_jobs_created_index` ON `bulk_jobs` (`created_at`);
--> statement-breakpoint
CREATE INDEX `documents_organization_name_index` ON `documents` (`organization_id`,`deleted_at`,"name" COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `bulk_jobs_expires_index` ON `bulk_jobs` (`expires_at`);
--> statement-breakpoint
CREATE INDEX `documents_organization_document_date_index` ON `documents` (`organization_id`,`deleted_at`,`document_date`);
--> statement-breakpoint
CREATE INDEX `documents_date_unread_index` ON `documents` (`created_at`) WHERE "documents"."document_date_source" IS NULL;
--> statement-breakpoint
CREATE INDEX `document_notes_document_index` ON `document_notes` (`document_id`,`created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_views_organization_name_unique` ON `saved_views` (`organization_id`,`name`);
--> statement-breakpoint
CREATE INDEX `saved_views_organization_position_index` ON `saved_views` (`organization_id`,`position`);
--> statement-breakpoint
CREATE INDEX `document_property_values_text_index` ON `document_property_values` (`property_id`,`value_text`);
--> statement-breakpoint
CREATE INDEX `document_property_values_number_index` ON `document_property_values` (`property_id`,`value_number`);
--> statement-breakpoint
CREATE UNIQUE INDEX `property_definitions_organization_name_unique` ON `property_definitions` (`organization_id`,`name`);
--> statement-breakpoint
CREATE INDEX `property_definitions_organization_position_index` ON `property_definitions` (`organization_id`,`position`);
--> statement-breakpoint
CREATE UNIQUE INDEX `share_links_token_hash_unique` ON `share_links` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `share_links_document_index` ON `share_links` (`document_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `share_links_organization_index` ON `share_links` (`organization_id`,`created_at`);
--> statement-breakpoint
CREATE TRIGGER `documents_search_update_text` AFTER UPDATE OF `name`, `content` ON `documents`
WHEN old.`name` IS NOT new.`name` OR old.`content` IS NOT new.`content` BEGIN
	INSERT INTO `search_words` (`search_words`, rowid, name, content) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(old.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_trigrams` (`search_trigrams`, rowid, name, content) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(old.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_words` (rowid, name, content) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(new.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_trigrams` (rowid, name, content) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(new.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_search_update_name` AFTER UPDATE OF `name` ON `documents`
WHEN old.`name` IS NOT new.`name` BEGIN
	INSERT INTO `search_name_words` (`search_name_words`, rowid, name) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_name_trigrams` (`search_name_trigrams`, rowid, name) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_name_words` (rowid, name) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_name_trigrams` (rowid, name) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER documents_stats_insert AFTER INSERT ON documents BEGIN
  INSERT INTO organization_document_stats (organization_id, active_count, active_size, trashed_count)
  VALUES (NEW.organization_id, NEW.deleted_at IS NULL, CASE WHEN NEW.deleted_at IS NULL THEN NEW.original_size ELSE 0 END, NEW.deleted_at IS NOT NULL)
  ON CONFLICT (organization_id) DO UPDATE SET
    active_count = active_count + excluded.active_count,
    active_size = active_size + excluded.active_size,
    trashed_count = trashed_count + excluded.trashed_count;
END;
--> statement-breakpoint
CREATE TRIGGER documents_stats_delete AFTER DELETE ON documents BEGIN
  UPDATE organization_document_stats SET
    active_count = active_count - (OLD.deleted_at IS NULL),
    active_size = active_size - CASE WHEN OLD.deleted_at IS NULL THEN OLD.original_size ELSE 0 END,
    trashed_count = trashed_count - (OLD.deleted_at IS NOT NULL)
  WHERE organization_id = OLD.organization_id;
END;
--> statement-breakpoint
CREATE TRIGGER documents_stats_update AFTER UPDATE OF deleted_at, original_size ON documents BEGIN
  UPDATE organization_document_stats SET
    active_count = active_count - (OLD.deleted_at IS NULL) + (NEW.deleted_at IS NULL),
    active_size = active_size - CASE WHEN OLD.deleted_at IS NULL THEN OLD.original_size ELSE 0 END + CASE WHEN NEW.deleted_at IS NULL THEN NEW.original_size ELSE 0 END,
    trashed_count = trashed_count - (OLD.deleted_at IS NOT NULL) + (NEW.deleted_at IS NOT NULL)
  WHERE organization_id = NEW.organization_id;
END;
--> statement-breakpoint
CREATE TRIGGER `search_terms_insert` AFTER INSERT ON `search_terms` BEGIN
	INSERT INTO `search_term_trigrams` (rowid, term) VALUES (new.`id`, new.`term`);
END;
--> statement-breakpoint
CREATE TRIGGER `documents_search_terms_insert` AFTER INSERT ON `documents` BEGIN
	INSERT INTO `search_new_words` (rowid, text) VALUES (1, replace(replace(new.name || ' ' || coalesce(new.content, ''), 'ł', 'l'), 'Ł', 'L'));
	INSERT OR IGNORE INTO `search_terms` (`term`) SELECT `term` FROM `search_new_words_vocabulary`;
	INSERT INTO `search_new_words` (`search_new_words`) VALUES ('delete-all');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_search_terms_update` AFTER UPDATE OF `name`, `content` ON `documents`
WHEN old.`name` IS NOT new.`name` OR old.`content` IS NOT new.`content` BEGIN
	INSERT INTO `search_new_words` (rowid, text) VALUES (1, replace(replace(new.name || ' ' || coalesce(new.content, ''), 'ł', 'l'), 'Ł', 'L'));
	INSERT OR IGNORE INTO `search_terms` (`term`) SELECT `term` FROM `search_new_words_vocabulary`;
	INSERT INTO `search_new_words` (`search_new_words`) VALUES ('delete-all');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_search_insert` AFTER INSERT ON `documents` BEGIN
	INSERT INTO `search_documents` (`document_id`, `organization_id`, `created_at`, `deleted_at`, `document_date`) VALUES (new.`id`, new.`organization_id`, new.`created_at`, new.`deleted_at`, new.`document_date`);
	INSERT INTO `search_words` (rowid, name, content) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(new.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_trigrams` (rowid, name, content) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(new.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_name_words` (rowid, name) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_name_trigrams` (rowid, name) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_search_update_filters` AFTER UPDATE OF `deleted_at`, `organization_id`, `created_at`, `document_date` ON `documents` BEGIN
	UPDATE `search_documents` SET `deleted_at` = new.`deleted_at`, `organization_id` = new.`organization_id`, `created_at` = new.`created_at`, `document_date` = new.`document_date` WHERE `document_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `document_notes_search_insert` AFTER INSERT ON `document_notes` BEGIN
	DELETE FROM `search_notes` WHERE rowid = (SELECT `search_rowid` FROM `search_documents` WHERE `document_id` = new.`document_id`);
	INSERT INTO `search_notes` (rowid, notes)
		SELECT s.`search_rowid`, n.`notes` FROM `search_documents` s, (SELECT group_concat(replace(replace(replace(replace(`content`, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), char(10)) AS `notes` FROM `document_notes` WHERE `document_id` = new.`document_id`) n
		WHERE s.`document_id` = new.`document_id` AND n.`notes` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `document_notes_search_update` AFTER UPDATE OF `content` ON `document_notes` BEGIN
	DELETE FROM `search_notes` WHERE rowid = (SELECT `search_rowid` FROM `search_documents` WHERE `document_id` = new.`document_id`);
	INSERT INTO `search_notes` (rowid, notes)
		SELECT s.`search_rowid`, n.`notes` FROM `search_documents` s, (SELECT group_concat(replace(replace(replace(replace(`content`, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), char(10)) AS `notes` FROM `document_notes` WHERE `document_id` = new.`document_id`) n
		WHERE s.`document_id` = new.`document_id` AND n.`notes` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `document_notes_search_delete` AFTER DELETE ON `document_notes` BEGIN
	DELETE FROM `search_notes` WHERE rowid = (SELECT `search_rowid` FROM `search_documents` WHERE `document_id` = old.`document_id`);
	INSERT INTO `search_notes` (rowid, notes)
		SELECT s.`search_rowid`, n.`notes` FROM `search_documents` s, (SELECT group_concat(replace(replace(replace(replace(`content`, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), char(10)) AS `notes` FROM `document_notes` WHERE `document_id` = old.`document_id`) n
		WHERE s.`document_id` = old.`document_id` AND n.`notes` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `documents_search_delete` AFTER DELETE ON `documents` BEGIN
	INSERT INTO `search_words` (`search_words`, rowid, name, content) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(old.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_trigrams` (`search_trigrams`, rowid, name, content) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(old.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_name_words` (`search_name_words`, rowid, name) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_name_trigrams` (`search_name_trigrams`, rowid, name) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	DELETE FROM `search_notes` WHERE rowid = (SELECT `search_rowid` FROM `search_documents` WHERE `document_id` = old.`id`);
	DELETE FROM `search_documents` WHERE `document_id` = old.`id`;
END;
