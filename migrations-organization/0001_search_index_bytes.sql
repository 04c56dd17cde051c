-- Half the bytes of the search index (issue 29). The substring index keeps which documents hold
-- each trigram and no positions (detail=none: an eighth of its bytes; a substring is checked in
-- each document it finds, see worker/modules/documents/search/substring-pattern.ts), nor column
-- sizes (nothing ranks with it). The word index keeps its prefix index for 2 characters only: a
-- word of 3 characters or more is looked up through the vocabulary. The triggers name both tables
-- and find the new ones. Both are refilled with the folding of migrations/0003_search.sql, 10,000
-- documents per statement (under 3 s each, 45 s in all, on bench:search's 100,000 documents on a
-- 2-core machine; D1 stops a statement at 30 s), which covers
-- 1,500,000 search rowids (an organization database holds about 1.3 million documents); the last
-- statement takes whatever is left.
DROP TABLE `search_trigrams`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_trigrams` USING fts5(name, content, content='search_source', content_rowid='search_rowid', tokenize='trigram remove_diacritics 1', detail=none, columnsize=0);
--> statement-breakpoint
DROP TABLE `search_words`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_words` USING fts5(name, content, content='search_source', content_rowid='search_rowid', tokenize='unicode61 remove_diacritics 2', prefix='2');
--> statement-breakpoint
CREATE TABLE `search_refill` (`after_rowid` integer NOT NULL);
--> statement-breakpoint
INSERT INTO `search_refill` (`after_rowid`) VALUES (0);
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`) AND s.`search_rowid` <= (SELECT `after_rowid` FROM `search_refill`) + 10000;
--> statement-breakpoint
UPDATE `search_refill` SET `after_rowid` = `after_rowid` + 10000;
--> statement-breakpoint
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`);
--> statement-breakpoint
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''')
	FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`
	WHERE s.`search_rowid` > (SELECT `after_rowid` FROM `search_refill`);
--> statement-breakpoint
DROP TABLE `search_refill`;
--> statement-breakpoint
INSERT INTO `search_trigrams` (`search_trigrams`) VALUES ('optimize');
--> statement-breakpoint
INSERT INTO `search_words` (`search_words`) VALUES ('optimize');
