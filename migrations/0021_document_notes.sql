CREATE TABLE `document_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`document_id` text NOT NULL,
	`author_id` text,
	`content` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `document_notes_document_index` ON `document_notes` (`document_id`,`created_at`);
--> statement-breakpoint
-- The notes of each document, all in one row keyed by the document's search rowid: a search selects
-- documents by their notes as it does by their names (search.repository.ts). Whole words and word
-- prefixes, folded like the other indexes; the triggers rewrite a document's row on every change of
-- its notes, so it never drifts.
CREATE VIRTUAL TABLE `search_notes` USING fts5(notes, tokenize='unicode61 remove_diacritics 2', prefix='2 3');
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
DROP TRIGGER `documents_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `documents_search_delete` AFTER DELETE ON `documents` BEGIN
	INSERT INTO `search_words` (`search_words`, rowid, name, content) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(old.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_trigrams` (`search_trigrams`, rowid, name, content) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(old.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_name_words` (`search_name_words`, rowid, name) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	INSERT INTO `search_name_trigrams` (`search_name_trigrams`, rowid, name) SELECT 'delete', s.`search_rowid`, replace(replace(replace(replace(old.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s WHERE s.`document_id` = old.`id`;
	DELETE FROM `search_notes` WHERE rowid = (SELECT `search_rowid` FROM `search_documents` WHERE `document_id` = old.`id`);
	DELETE FROM `search_documents` WHERE `document_id` = old.`id`;
END;
