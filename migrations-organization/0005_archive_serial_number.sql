-- migrations/0035_archive_serial_number.sql for an organization's tables: the number given to the paper, unique in the organization.
ALTER TABLE `documents` ADD `archive_serial_number` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `documents_organization_asn_unique` ON `documents` (`organization_id`,`archive_serial_number`) WHERE "documents"."archive_serial_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `documents_organization_asn_index` ON `documents` (`organization_id`,`deleted_at`,`archive_serial_number`);