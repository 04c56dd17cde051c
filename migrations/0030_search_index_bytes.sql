-- Half the bytes of the search index (issue 29). The substring index keeps which documents hold
-- each trigram and no positions (detail=none: 11 % of its bytes; a substring is checked in each
-- document it finds, see worker/modules/documents/search/substring-pattern.ts), nor column sizes
-- (nothing ranks with it). The word index keeps its prefix index for 2 characters only: a word
-- of 3 characters or more is looked up through the vocabulary. Both are rebuilt as the triggers
-- fill them, with the same folding (migrations/0003_search.sql); the triggers name them and
-- find the new tables.
DROP TABLE `search_trigrams`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_trigrams` USING fts5(name, content, content='search_source', content_rowid='search_rowid', tokenize='trigram remove_diacritics 1', detail=none, columnsize=0);
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
--> statement-breakpoint
INSERT INTO `search_trigrams` (`search_trigrams`) VALUES ('optimize');
--> statement-breakpoint
DROP TABLE `search_words`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_words` USING fts5(name, content, content='search_source', content_rowid='search_rowid', tokenize='unicode61 remove_diacritics 2', prefix='2');
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
--> statement-breakpoint
INSERT INTO `search_words` (`search_words`) VALUES ('optimize');
