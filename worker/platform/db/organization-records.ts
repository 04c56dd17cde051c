import type { Database } from './client';

/**
 * The tables of an organization database (migrations-organization/) that name their organization;
 * the others (a document's tags, a rule's tags, a job's documents, a delivery's attempts) go with
 * their parent row (ON DELETE CASCADE). The search index follows the documents through triggers.
 * An organization's records as a whole are purged and moved through this list, which the schema
 * test holds to the migrations.
 */
export const ORGANIZATION_TABLES = [
  'documents',
  'document_versions',
  'document_activities',
  'document_notes',
  'document_pages',
  'document_property_values',
  'property_definitions',
  'tags',
  'tagging_rules',
  'tagging_rule_runs',
  'workflows',
  'workflow_runs',
  'workflow_schedules',
  'workflow_email_counts',
  'webhooks',
  'webhook_deliveries',
  'intake_email_messages',
  'bulk_jobs',
  'imports',
  'imported_documents',
  'saved_views',
  'share_links',
  'document_suggestions',
  'document_suggestion_runs',
  'suggestion_models',
  'language_model_usage',
  'language_model_proposals',
  'organization_document_stats',
  'search_documents',
] as const;

/**
 * The tables a move copies, parents before children (D1 enforces foreign keys). A child table names its
 * organization through its parent. The search index, `search_documents` and the document statistics
 * are not copied: the target's triggers rebuild them as the documents arrive.
 */
export const MOVED_TABLES: readonly { name: string; parent?: { column: string; table: string } }[] = [
  { name: 'tags' },
  { name: 'property_definitions' },
  { name: 'documents' },
  { name: 'document_versions' },
  { name: 'documents_tags', parent: { column: 'document_id', table: 'documents' } },
  { name: 'document_activities' },
  { name: 'document_notes' },
  { name: 'document_pages' },
  { name: 'document_property_values' },
  { name: 'share_links' },
  { name: 'tagging_rules' },
  { name: 'tagging_rule_tags', parent: { column: 'tagging_rule_id', table: 'tagging_rules' } },
  { name: 'tagging_rule_runs' },
  { name: 'workflows' },
  { name: 'workflow_runs' },
  { name: 'workflow_schedules' },
  { name: 'workflow_email_counts' },
  { name: 'webhooks' },
  { name: 'webhook_deliveries' },
  { name: 'webhook_delivery_attempts', parent: { column: 'delivery_id', table: 'webhook_deliveries' } },
  { name: 'intake_email_messages' },
  { name: 'bulk_jobs' },
  { name: 'bulk_job_documents', parent: { column: 'job_id', table: 'bulk_jobs' } },
  { name: 'imports' },
  { name: 'imported_documents' },
  { name: 'saved_views' },
  { name: 'document_suggestions' },
  { name: 'document_suggestion_runs' },
  { name: 'suggestion_models' },
  { name: 'language_model_usage' },
  { name: 'language_model_proposals' },
];

/** The tables a move compares besides the copied ones: made by the target's triggers, they must come out equal. */
const REBUILT_TABLES: readonly { name: string; omit: string[] }[] = [
  { name: 'organization_document_stats', omit: [] },
  // Its rowid (the search index's) is the target's own.
  { name: 'search_documents', omit: ['search_rowid'] },
];

type MovedTable = (typeof MOVED_TABLES)[number];

const rowsOf = ({ parent }: MovedTable) =>
  parent ? `${parent.column} IN (SELECT id FROM ${parent.table} WHERE organization_id = ?1)` : 'organization_id = ?1';

const columnsCache = new Map<string, string[]>();
/** A table's columns, in order: both databases have one schema (migrations-organization/ is the twin of migrations/). */
async function columnsOf(db: Database, table: string): Promise<string[]> {
  let columns = columnsCache.get(table);
  if (!columns) {
    const { results } = await db.$client.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
    columnsCache.set(table, (columns = results.map(({ name }) => name)));
  }
  return columns;
}

/** Where a copy stands in a table: after the source rowid `afterRowid`; the statements the page ran. */
type CopyPage = { rows: number; lastRowid: number; statements: number };

// D1 binds at most 100 values to a statement: a row's values, as many rows as fit.
const MAX_BOUND_VALUES = 100;

/**
 * Copies the next rows of an organization's table (after the source's rowid `afterRowid`, at most
 * `rows` of them and about `bytes`, never fewer than one) into the target, in one transaction there,
 * running at most `statements` D1 statements (its table's columns read once per isolate, the read,
 * and inserts of as many rows as 100 bound values take: 4 documents, 14 tags). A row already there
 * is left (`ON CONFLICT DO NOTHING`), so a page copied again after an interruption doubles nothing.
 * `rows: 0` means the table is done.
 */
export async function copyRecordsPage(
  source: Database,
  target: Database,
  organizationId: string,
  table: MovedTable,
  { afterRowid, rows, bytes, statements }: { afterRowid: number; rows: number; bytes: number; statements: number },
): Promise<CopyPage> {
  const isKnown = columnsCache.has(table.name);
  const columns = await columnsOf(source, table.name);
  const rowsPerInsert = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns.length));
  const ran = isKnown ? 1 : 2;
  const limit = Math.max(1, Math.min(rows, (statements - ran) * rowsPerInsert));
  const rowBytes = `length(CAST(json_array(${columns.join(', ')}) AS BLOB))`;
  const { results } = await source.$client
    .prepare(
      `SELECT * FROM (SELECT *, sum(move_row_bytes) OVER (ORDER BY move_rowid) AS move_bytes FROM (
        SELECT rowid AS move_rowid, ${rowBytes} AS move_row_bytes, * FROM ${table.name} WHERE ${rowsOf(table)} AND rowid > ?2 ORDER BY rowid LIMIT ?3))
      WHERE move_bytes - move_row_bytes < ?4 ORDER BY move_rowid`,
    )
    .bind(organizationId, afterRowid, limit, bytes)
    .all<Record<string, unknown>>();
  if (results.length === 0) return { rows: 0, lastRowid: afterRowid, statements: ran };
  const inserts = [];
  for (let start = 0; start < results.length; start += rowsPerInsert) {
    const page = results.slice(start, start + rowsPerInsert);
    const placeholders = page.map((_, row) => `(${columns.map((_, column) => `?${row * columns.length + column + 1}`).join(', ')})`);
    inserts.push(
      target.$client
        .prepare(`INSERT INTO ${table.name} (${columns.join(', ')}) VALUES ${placeholders.join(', ')} ON CONFLICT DO NOTHING`)
        .bind(...page.flatMap((row) => columns.map((column) => row[column] ?? null))),
    );
  }
  await target.$client.batch(inserts);
  return { rows: results.length, lastRowid: results.at(-1)!.move_rowid as number, statements: ran + inserts.length };
}

/** Rows per statement when a move or a purge deletes an organization's records; documents take their search index along. */
const DELETED_PER_STATEMENT = 500;

/** One page of deletion: the rows it deleted (0 when none is left), the table it found them in, the statements it ran. */
type DeletedPage = { deleted: number; tableIndex: number; statements: number };

/**
 * Deletes the next rows of an organization from a database, table by table from `fromTable` (an index
 * of ORGANIZATION_TABLES: the tables before it are known empty), children going with their parents.
 * For a database the organization is moved to or away from, or purged from, where one statement for
 * all could outlast D1's limits. At most one statement per table, ORGANIZATION_TABLES.length in all.
 */
export async function deleteRecordsPage(db: Database, organizationId: string, { fromTable = 0 } = {}): Promise<DeletedPage> {
  for (let tableIndex = fromTable; tableIndex < ORGANIZATION_TABLES.length; tableIndex++) {
    const table = ORGANIZATION_TABLES[tableIndex]!;
    const { meta } = await db.$client
      .prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE organization_id = ?1 LIMIT ?2)`)
      .bind(organizationId, DELETED_PER_STATEMENT)
      .run();
    if (meta.changes > 0) return { deleted: meta.changes, tableIndex, statements: tableIndex - fromTable + 1 };
  }
  return { deleted: 0, tableIndex: ORGANIZATION_TABLES.length, statements: ORGANIZATION_TABLES.length - fromTable };
}

// A number per value, exact in integers (no floating sum, whose result would depend on the order of rows).
const PRIME = 1_000_000_007;
const valueCode = (column: string) => `(CASE typeof(${column})
  WHEN 'integer' THEN ${column} % ${PRIME}
  WHEN 'real' THEN CAST(${column} * 1000 AS INTEGER) % ${PRIME}
  WHEN 'null' THEN 17
  ELSE length(CAST(${column} AS BLOB)) * 65599 + coalesce(unicode(${column}), 0) * 31 + coalesce(unicode(substr(${column}, length(${column}) / 2 + 1)), 0) * 7 + coalesce(unicode(substr(${column}, -1)), 0) END)`;

/**
 * The most D1 statements fingerprintRecords runs on one database: a count per table, and the tables'
 * columns when this isolate has not read them yet.
 */
export const FINGERPRINT_STATEMENTS = 2 * (MOVED_TABLES.length + REBUILT_TABLES.length);

/** A table's rows of an organization in a database, counted and summed up in a checksum. */
type TableFingerprint = { table: string; rows: number; checksum: number };

/**
 * The count and a checksum (each value's length, type, number or a few characters, weighted by its
 * column) of every table a move copies or rebuilds, for comparing the two databases before switching.
 */
export async function fingerprintRecords(db: Database, organizationId: string): Promise<TableFingerprint[]> {
  const tables = [
    ...MOVED_TABLES.map((table) => ({ table, omit: [] as string[] })),
    ...REBUILT_TABLES.map(({ name, omit }) => ({ table: { name } as MovedTable, omit })),
  ];
  const statements = await Promise.all(
    tables.map(async ({ table, omit }) => {
      const columns = (await columnsOf(db, table.name)).filter((column) => !omit.includes(column));
      const rowCode = columns.map((column, index) => `${valueCode(column)} * ${index + 1}`).join(' + ');
      return db.$client
        .prepare(
          `SELECT '${table.name}' AS "table", count(*) AS rows, coalesce(sum((${rowCode}) % ${PRIME}), 0) AS checksum FROM ${table.name} WHERE ${rowsOf(table)}`,
        )
        .bind(organizationId);
    }),
  );
  return (await db.$client.batch<TableFingerprint>(statements)).map(({ results }) => results[0]!);
}

/**
 * The columns of organization tables that name a user, and what `DB`'s foreign keys do to them when
 * the user is deleted. An organization database has no users, so no such keys: `forgetUser` does the
 * same there, so that no deleted user's id stays behind (a move into `DB` would fail on it). The
 * schema test holds this list to the keys of migrations/.
 */
export const USER_REFERENCES: readonly { table: string; column: string; onDelete: 'set null' | 'cascade' }[] = [
  { table: 'documents', column: 'created_by', onDelete: 'set null' },
  { table: 'documents', column: 'deleted_by', onDelete: 'set null' },
  { table: 'document_versions', column: 'created_by', onDelete: 'set null' },
  { table: 'document_activities', column: 'user_id', onDelete: 'set null' },
  { table: 'document_notes', column: 'author_id', onDelete: 'set null' },
  { table: 'saved_views', column: 'created_by', onDelete: 'set null' },
  { table: 'share_links', column: 'created_by', onDelete: 'set null' },
  { table: 'bulk_jobs', column: 'created_by', onDelete: 'cascade' },
  { table: 'imports', column: 'created_by', onDelete: 'cascade' },
];

/** Clears a deleted user's id from every record of an organization database, in one transaction. */
export async function forgetUser(db: Database, userId: string) {
  const d1 = db.$client;
  await d1.batch(
    USER_REFERENCES.map(({ table, column, onDelete }) =>
      d1
        .prepare(
          onDelete === 'cascade'
            ? `DELETE FROM ${table} WHERE ${column} = ?1`
            : `UPDATE ${table} SET ${column} = NULL WHERE ${column} = ?1`,
        )
        .bind(userId),
    ),
  );
}

/** The database's size in bytes, as D1 reports it after any statement. */
export async function databaseSize(db: Database): Promise<number> {
  const { meta } = await db.$client.prepare('SELECT 1').run();
  return (meta as { size_after?: number }).size_after ?? 0;
}
