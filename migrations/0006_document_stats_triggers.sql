-- Keeps organization_document_stats right on every write to documents, whatever the code path
-- (upload, trash, restore, purge, organization deletion cascade). Counts are 0/1 booleans.
INSERT INTO organization_document_stats (organization_id, active_count, active_size, trashed_count)
SELECT organization_id, sum(deleted_at IS NULL), sum(CASE WHEN deleted_at IS NULL THEN original_size ELSE 0 END), sum(deleted_at IS NOT NULL)
FROM documents GROUP BY organization_id;
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
