-- The vocabulary of the word index: every word indexed in any document, once, with a trigram index
-- over the words themselves. A search term of letters and digits ('schule') is looked up here
-- first: the few words that contain it ('hundeschule') then find the documents through the word
-- index, which stops at the newest matches, where the trigram index over whole texts would read
-- the long lists of every trigram of the term ('sch', 'chu'…). See query-compiler.ts.
--
-- Words are added as documents are written; the daily maintenance removes those no document holds
-- any more (pruneSearchTerms), and `npm run db:rebuild-search-index` rebuilds the vocabulary from
-- the index. The vocabulary is shared by all organizations; every search still filters its results
-- by organization.
CREATE TABLE `search_terms` (
	`id` integer PRIMARY KEY,
	`term` text NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_term_trigrams` USING fts5(term, content='search_terms', content_rowid='id', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `search_terms_insert` AFTER INSERT ON `search_terms` BEGIN
	INSERT INTO `search_term_trigrams` (rowid, term) VALUES (new.`id`, new.`term`);
END;
--> statement-breakpoint
-- The words of the whole index, as search_words tokenized them (for the rebuild).
CREATE VIRTUAL TABLE `search_words_vocabulary` USING fts5vocab(`search_words`, 'row');
--> statement-breakpoint
-- A scratch index that tokenizes one document's text exactly as search_words does (same tokenizer,
-- same ł→l folding), so its vocabulary gives that document's words; emptied after each use.
CREATE VIRTUAL TABLE `search_new_words` USING fts5(text, content='', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_new_words_vocabulary` USING fts5vocab(`search_new_words`, 'row');
--> statement-breakpoint
CREATE TRIGGER `documents_search_terms_insert` AFTER INSERT ON `documents` BEGIN
	INSERT INTO `search_new_words` (rowid, text) VALUES (1, replace(replace(new.name || ' ' || coalesce(new.content, ''), 'ł', 'l'), 'Ł', 'L'));
	INSERT OR IGNORE INTO `search_terms` (`term`) SELECT `term` FROM `search_new_words_vocabulary`;
	INSERT INTO `search_new_words` (`search_new_words`) VALUES ('delete-all');
END;
--> statement-breakpoint
CREATE TRIGGER `documents_search_terms_update` AFTER UPDATE OF `name`, `content` ON `documents`
WHEN old.`name` IS NOT new.`name` OR old.`content` IS NOT new.`content` BEGIN
	INSERT INTO `search_new_words` (rowid, text) VALUES (1, replace(replace(new.name || ' ' || coalesce(new.content, ''), 'ł', 'l'), 'Ł', 'L'));
	INSERT OR IGNORE INTO `search_terms` (`term`) SELECT `term` FROM `search_new_words_vocabulary`;
	INSERT INTO `search_new_words` (`search_new_words`) VALUES ('delete-all');
END;
--> statement-breakpoint
-- The words of the documents that already exist.
INSERT INTO `search_terms` (`term`) SELECT `term` FROM `search_words_vocabulary`;
