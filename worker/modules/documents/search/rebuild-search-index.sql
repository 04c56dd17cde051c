-- Rebuilds the search index from the base tables: `npm run db:rebuild-search-index` (local) or
-- `npm run db:rebuild-search-index -- --remote`. Safe to run at any time; searches made while it
-- runs may miss documents. Keep in step with migrations/0003_search.sql, 0007_search_terms.sql, 0020_document_date.sql, 0021_document_notes.sql and 0030_search_index_bytes.sql.
INSERT INTO `search_words` (`search_words`) VALUES ('delete-all');
INSERT INTO `search_trigrams` (`search_trigrams`) VALUES ('delete-all');
INSERT INTO `search_name_words` (`search_name_words`) VALUES ('delete-all');
INSERT INTO `search_name_trigrams` (`search_name_trigrams`) VALUES ('delete-all');
DELETE FROM `search_documents`;
INSERT INTO `search_documents` (`document_id`, `organization_id`, `created_at`, `deleted_at`, `document_date`)
	SELECT `id`, `organization_id`, `created_at`, `deleted_at`, `document_date` FROM `documents` ORDER BY `created_at`, `id`;
INSERT INTO `search_words` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
INSERT INTO `search_trigrams` (rowid, name, content)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), replace(replace(replace(replace(d.content, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
INSERT INTO `search_name_words` (rowid, name)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
INSERT INTO `search_name_trigrams` (rowid, name)
	SELECT s.`search_rowid`, replace(replace(replace(replace(d.name, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', '''') FROM `search_documents` s JOIN `documents` d ON d.`id` = s.`document_id`;
INSERT INTO `search_words` (`search_words`) VALUES ('optimize');
INSERT INTO `search_trigrams` (`search_trigrams`) VALUES ('optimize');
INSERT INTO `search_name_words` (`search_name_words`) VALUES ('optimize');
INSERT INTO `search_name_trigrams` (`search_name_trigrams`) VALUES ('optimize');
DELETE FROM `search_terms`;
INSERT INTO `search_term_trigrams` (`search_term_trigrams`) VALUES ('delete-all');
INSERT INTO `search_terms` (`term`) SELECT `term` FROM `search_words_vocabulary`;
DELETE FROM `search_notes`;
INSERT INTO `search_notes` (rowid, notes)
	SELECT s.`search_rowid`, group_concat(replace(replace(replace(replace(n.`content`, 'ł', 'l'), 'Ł', 'L'), '’', ''''), '‘', ''''), char(10))
	FROM `document_notes` n JOIN `search_documents` s ON s.`document_id` = n.`document_id` GROUP BY s.`search_rowid`;
INSERT INTO `search_notes` (`search_notes`) VALUES ('optimize');
