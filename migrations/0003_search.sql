-- Full-text search over documents (see README, "Search"). Hand-written: drizzle-kit does not model
-- FTS5. Every index row is written by the triggers below, so no code path can forget the index;
-- `npm run db:rebuild-search-index` rebuilds it from the base tables.
--
-- search_documents gives each document a stable INTEGER rowid for the FTS tables (documents has a
-- text primary key, and its implicit rowid may change on VACUUM or export/import), and carries the
-- columns every search filters on, so a match is scoped without reading the documents row.
CREATE TABLE `search_documents` (
	`search_rowid` integer PRIMARY KEY,
	`document_id` text NOT NULL UNIQUE,
	`organization_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `search_documents_organization_index` ON `search_documents` (`organization_id`, `deleted_at`);
--> statement-breakpoint
-- What the FTS tables show (snippet): the original text, by stable rowid.
CREATE VIEW `search_source` AS
	SELECT s.`search_rowid`, d.`name`, d.`content` FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
--> statement-breakpoint
-- Whole words and word prefixes, phrases, bm25 and snippets. External content: the text is stored once, in documents.
CREATE VIRTUAL TABLE `search_words` USING fts5(name, content, content='search_source', content_rowid='search_rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
-- Substrings of 3 characters or more ('schule' in 'Hundeschule'), case and accent insensitive.
CREATE VIRTUAL TABLE `search_trigrams` USING fts5(name, content, content='search_source', content_rowid='search_rowid', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
-- The same two indexes over names only: small, so "does the name match?" stays cheap at any size.
CREATE VIRTUAL TABLE `search_name_words` USING fts5(name, content='search_source', content_rowid='search_rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_name_trigrams` USING fts5(name, content='search_source', content_rowid='search_rowid', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
-- The text is indexed with ł→l and curly apostrophes→' (one character for one, so snippet offsets
-- stay right): 'lodz' finds 'Łódź', "l'ecole" finds 'l’école'. The query side folds the same way.
CREATE TRIGGER `documents_search_insert` AFTER INSERT ON `documents` BEGIN
	INSERT INTO `search_documents` (`document_id`, `organization_id`, `created_at`, `deleted_at`) VALUES (new.`id`, new.`organization_id`, new.`created_at`, new.`deleted_at`);
	INSERT INTO `search_words` (rowid, name, content) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(new.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_trigrams` (rowid, name, content) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(new.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_name_words` (rowid, name) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
	INSERT INTO `search_name_trigrams` (rowid, name) SELECT s.`search_rowid`, replace(replace(replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = new.`id`;
END;
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
-- Trash and restore only flip the filter column: the text stays indexed.
CREATE TRIGGER `documents_search_update_filters` AFTER UPDATE OF `deleted_at`, `organization_id`, `created_at` ON `documents` BEGIN
	UPDATE `search_documents` SET `deleted_at` = new.`deleted_at`, `organization_id` = new.`organization_id`, `created_at` = new.`created_at` WHERE `document_id` = new.`id`;
END;
--> statement-breakpoint
-- Also runs for rows removed by ON DELETE CASCADE (organization purge).
CREATE TRIGGER `documents_search_delete` AFTER DELETE ON `documents` BEGIN
	INSERT INTO `search_words` (`search_words`, rowid, name, content) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(old.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_trigrams` (`search_trigrams`, rowid, name, content) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(old.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_name_words` (`search_name_words`, rowid, name) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_name_trigrams` (`search_name_trigrams`, rowid, name) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	DELETE FROM `search_documents` WHERE `document_id` = old.`id`;
END;
--> statement-breakpoint
-- Index the documents that already exist (the same SQL as rebuild-search-index.sql).
INSERT INTO `search_words` (`search_words`) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO `search_trigrams` (`search_trigrams`) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO `search_name_words` (`search_name_words`) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO `search_name_trigrams` (`search_name_trigrams`) VALUES ('delete-all');
--> statement-breakpoint
DELETE FROM `search_documents`;
--> statement-breakpoint
INSERT INTO `search_documents` (`document_id`, `organization_id`, `created_at`, `deleted_at`)
	SELECT `id`, `organization_id`, `created_at`, `deleted_at` FROM `documents` ORDER BY `created_at`, `id`;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
--> statement-breakpoint
INSERT INTO `search_name_words` (rowid, name)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
--> statement-breakpoint
INSERT INTO `search_name_trigrams` (rowid, name)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
--> statement-breakpoint
INSERT INTO `search_words` (`search_words`) VALUES ('optimize');
--> statement-breakpoint
INSERT INTO `search_trigrams` (`search_trigrams`) VALUES ('optimize');
--> statement-breakpoint
INSERT INTO `search_name_words` (`search_name_words`) VALUES ('optimize');
--> statement-breakpoint
INSERT INTO `search_name_trigrams` (`search_name_trigrams`) VALUES ('optimize');
