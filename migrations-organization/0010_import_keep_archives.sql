-- migrations/0041_import_keep_archives.sql for an organization's tables: the same.
ALTER TABLE `imports` ADD `keep_archives` integer DEFAULT true NOT NULL;