-- migrations/0046_pending_suggestions.sql for an organization's tables: the same.
CREATE INDEX `document_suggestions_pending_index` ON `document_suggestions` (`organization_id`,`document_id`) WHERE status = 'pending';
