/**
 * Writes the custom migration that gives every stored document its version 1 and makes storage count
 * every version, in both folders (migrations/0034 and its twin migrations-organization/0004), so the
 * two cannot drift: `node scripts/generate-version-backfill.mjs`. Version 1 is copied 10,000 documents
 * per statement, stepping over search_documents' rowids as migrations/0030 does (D1 stops a statement
 * at 30 s), over 1,500,000 rowids (an organization database holds about 1.3 million documents); the
 * last statement takes any document left, search index or not.
 */
import { writeFileSync } from 'node:fs';

const STEP = 10_000;
const STEPS = 150;
const BREAK = '\n--> statement-breakpoint\n';

const stored = (row) => `CASE WHEN ${row}.deleted_at IS NULL THEN ${row}.original_size + ${row}.other_versions_size ELSE 0 END`;
const triggers = [
  'DROP TRIGGER documents_stats_insert',
  'DROP TRIGGER documents_stats_delete',
  'DROP TRIGGER documents_stats_update',
  `CREATE TRIGGER documents_stats_insert AFTER INSERT ON documents BEGIN
  INSERT INTO organization_document_stats (organization_id, active_count, active_size, trashed_count)
  VALUES (NEW.organization_id, NEW.deleted_at IS NULL, ${stored('NEW')}, NEW.deleted_at IS NOT NULL)
  ON CONFLICT (organization_id) DO UPDATE SET
    active_count = active_count + excluded.active_count,
    active_size = active_size + excluded.active_size,
    trashed_count = trashed_count + excluded.trashed_count;
END`,
  `CREATE TRIGGER documents_stats_delete AFTER DELETE ON documents BEGIN
  UPDATE organization_document_stats SET
    active_count = active_count - (OLD.deleted_at IS NULL),
    active_size = active_size - ${stored('OLD')},
    trashed_count = trashed_count - (OLD.deleted_at IS NOT NULL)
  WHERE organization_id = OLD.organization_id;
END`,
  `CREATE TRIGGER documents_stats_update AFTER UPDATE OF deleted_at, original_size, other_versions_size ON documents BEGIN
  UPDATE organization_document_stats SET
    active_count = active_count - (OLD.deleted_at IS NULL) + (NEW.deleted_at IS NULL),
    active_size = active_size - ${stored('OLD')} + ${stored('NEW')},
    trashed_count = trashed_count - (OLD.deleted_at IS NOT NULL) + (NEW.deleted_at IS NOT NULL)
  WHERE organization_id = NEW.organization_id;
END`,
];

const INSERT = `INSERT OR IGNORE INTO \`document_versions\` (\`id\`, \`organization_id\`, \`document_id\`, \`number\`, \`source\`, \`original_name\`, \`mime_type\`, \`size\`, \`sha256\`, \`storage_key\`, \`created_by\`, \`created_at\`)`;
const values = (createdAt) =>
  `SELECT 'ver_' || lower(hex(randomblob(12))), d.\`organization_id\`, d.\`id\`, 1, 'upload', d.\`original_name\`, d.\`mime_type\`, d.\`original_size\`, d.\`original_sha256\`, d.\`storage_key\`, d.\`created_by\`, ${createdAt}`;
const after = '(SELECT `after_rowid` FROM `version_backfill`)';
const step = (isLast) =>
  `${INSERT}
	${values('s.`created_at`')}
	FROM \`search_documents\` s JOIN \`documents\` d ON d.\`id\` = s.\`document_id\`
	WHERE s.\`search_rowid\` > ${after}${isLast ? '' : ` AND s.\`search_rowid\` <= ${after} + ${STEP}`}`;

const backfill = [
  'CREATE TABLE `version_backfill` (`after_rowid` integer NOT NULL)',
  'INSERT INTO `version_backfill` (`after_rowid`) VALUES (0)',
  ...Array.from({ length: STEPS - 1 }, () => [
    step(false),
    `UPDATE \`version_backfill\` SET \`after_rowid\` = \`after_rowid\` + ${STEP}`,
  ]).flat(),
  step(true),
  `${INSERT}
	${values('d.`created_at`')}
	FROM \`documents\` d WHERE NOT EXISTS (SELECT 1 FROM \`document_versions\` v WHERE v.\`document_id\` = d.\`id\`)`,
  'DROP TABLE `version_backfill`',
];

const header = `-- Written by scripts/generate-version-backfill.mjs (edit it, not this file): storage counts every
-- version of a document (original_size, the current one, plus other_versions_size), and each document
-- stored before versions existed gets its version 1, its current file, ${STEP.toLocaleString('en')} documents per statement.
`;
const sql = `${header}${[...triggers, ...backfill].map((statement) => `${statement};`).join(BREAK)}\n`;
for (const file of ['migrations/0034_document_versions_backfill.sql', 'migrations-organization/0004_document_versions_backfill.sql'])
  writeFileSync(new URL(`../${file}`, import.meta.url), sql);
