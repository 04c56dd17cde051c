-- Written by scripts/generate-version-backfill.mjs (edit it, not this file): storage counts every
-- version of a document (original_size, the current one, plus other_versions_size), and each document
-- stored before versions existed gets its version 1, its current file, 10,000 documents per statement.
DROP TRIGGER documents_stats_insert;
--> statement-breakpoint
DROP TRIGGER documents_stats_delete;
--> statement-breakpoint
DROP TRIGGER documents_stats_update;
--> statement-breakpoint
CREATE TRIGGER documents_stats_insert AFTER INSERT ON documents BEGIN
  INSERT INTO organization_document_stats (organization_id, active_count, active_size, trashed_count)
  VALUES (NEW.organization_id, NEW.deleted_at IS NULL, CASE WHEN NEW.deleted_at IS NULL THEN NEW.original_size + NEW.other_versions_size ELSE 0 END, NEW.deleted_at IS NOT NULL)
  ON CONFLICT (organization_id) DO UPDATE SET
    active_count = active_count + excluded.active_count,
    active_size = active_size + excluded.active_size,
    trashed_count = trashed_count + excluded.trashed_count;
END;
--> statement-breakpoint
CREATE TRIGGER documents_stats_delete AFTER DELETE ON documents BEGIN
  UPDATE organization_document_stats SET
    active_count = active_count - (OLD.deleted_at IS NULL),
    active_size = active_size - CASE WHEN OLD.deleted_at IS NULL THEN OLD.original_size + OLD.other_versions_size ELSE 0 END,
    trashed_count = trashed_count - (OLD.deleted_at IS NOT NULL)
  WHERE organization_id = OLD.organization_id;
END;
--> statement-breakpoint
CREATE TRIGGER documents_stats_update AFTER UPDATE OF deleted_at, original_size, other_versions_size ON documents BEGIN
  UPDATE organization_document_stats SET
    active_count = active_count - (OLD.deleted_at IS NULL) + (NEW.deleted_at IS NULL),
    active_size = active_size - CASE WHEN OLD.deleted_at IS NULL THEN OLD.original_size + OLD.other_versions_size ELSE 0 END + CASE WHEN NEW.deleted_at IS NULL THEN NEW.original_size + NEW.other_versions_size ELSE 0 END,
    trashed_count = trashed_count - (OLD.deleted_at IS NOT NULL) + (NEW.deleted_at IS NOT NULL)
  WHERE organization_id = NEW.organization_id;
END;
--> statement-breakpoint
CREATE TABLE `version_backfill` (`after_rowid` integer NOT NULL);
--> statement-breakpoint
INSERT INTO `version_backfill` (`after_rowid`) VALUES (0);
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `version_backfill`) + 10000;
--> statement-breakpoint
UPDATE `version_backfill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, s.`created_at`
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `version_backfill`);
--> statement-breakpoint
INSERT OR IGNORE INTO `document_versions` (`id`, `organization_id`, `document_id`, `number`, `source`, `original_name`, `mime_type`, `size`, `sha256`, `storage_key`, `created_by`, `created_at`)
	SELECT 'ver_' || lower(hex(randomblob(12))), d.`organization_id`, d.`id`, 1, 'upload', d.`original_name`, d.`mime_type`, d.`original_size`, d.`original_sha256`, d.`storage_key`, d.`created_by`, d.`created_at`
	FROM `documents` d WHERE NOT EXISTS (SELECT 1 FROM `document_versions` v WHERE v.`document_id` = d.`id`);
--> statement-breakpoint
DROP TABLE `version_backfill`;
