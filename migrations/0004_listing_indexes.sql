DROP INDEX `documents_organization_listing_index`;--> statement-breakpoint
CREATE INDEX `documents_organization_created_index` ON `documents` (`organization_id`,`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `documents_organization_size_index` ON `documents` (`organization_id`,`deleted_at`,`original_size`);