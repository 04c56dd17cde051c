ALTER TABLE `documents` ADD `document_date` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `document_date_source` text;--> statement-breakpoint
CREATE INDEX `documents_organization_document_date_index` ON `documents` (`organization_id`,`deleted_at`,`document_date`);--> statement-breakpoint
CREATE INDEX `documents_date_unread_index` ON `documents` (`created_at`) WHERE "documents"."document_date_source" IS NULL;
--> statement-breakpoint
-- Searches filter on the document's date (`date:2024`) without reading the documents row, like created_at.
ALTER TABLE `search_documents` ADD `document_date` text;
--> statement-breakpoint
UPDATE `search_documents` SET `document_date` = (SELECT d.`document_date` FROM `documents` d WHERE d.`id` = `search_documents`.`document_id`);
--> statement-breakpoint
DROP TRIGGER `documents_search_insert`;
--> statement-breakpoint
CREATE TRIGGER `documents_search_insert` AFTER INSERT ON `documents` BEGIN
	INSERT INTO `search_documents` (`document_id`, `organization_id`, `created_at`, `deleted_at`, `document_date`) VALUES (new.`id`, new.`organization_id`, new.`created_at`, new.`deleted_at`, new.`document_date`);
	INSERT INTO `search_words` (rowid, name, content) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(new.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_trigrams` (rowid, name, content) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(new.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_name_words` (rowid, name) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_name_trigrams` (rowid, name) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
END;
--> statement-breakpoint
DROP TRIGGER `documents_search_update_filters`;
--> statement-breakpoint
CREATE TRIGGER `documents_search_update_filters` AFTER UPDATE OF `deleted_at`, `organization_id`, `created_at`, `document_date` ON `documents` BEGIN
	UPDATE `search_documents` SET `deleted_at` = new.`deleted_at`, `organization_id` = new.`organization_id`, `created_at` = new.`created_at`, `document_date` = new.`document_date` WHERE `document_id` = new.`id`;
END;
