import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { MOVED_TABLES, ORGANIZATION_TABLES, USER_REFERENCES } from '../../worker/platform/db/organization-records';
import { api, createOrganization, createOrganizationMember, runTasks, uploadFile } from './helpers';
import { organizationDatabase, organizationDatabaseBindings, rowsOfAllOrganizations } from './databases';

type SchemaObject = { type: string; name: string; sql: string };

const schemaOf = async (database: D1Database) =>
  (
    await database
      .prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
      )
      .all<SchemaObject>()
  ).results;

// What an organization database leaves out: the foreign keys to the users and organizations of DB.
const withoutGlobalReferences = (sql: string) =>
  sql.replace(/,\s*FOREIGN KEY \(`\w+`\) REFERENCES `(users|organizations)`\(`id`\) ON UPDATE no action ON DELETE (cascade|set null)/g, '');

// SQLite keeps a table's CREATE as written, each ADD COLUMN appended before its last parenthesis: a
// table built whole and one built by ALTERs differ in line breaks only.
const spacedAlike = (sql: string) => sql.replace(/\s+/g, ' ').replace(/ ([,)])/g, '$1');

const isSeveral = organizationDatabaseBindings.length > 1;

describe.skipIf(!isSeveral)('organization databases', () => {
  it('have the schema of the organization tables of migrations/, without the foreign keys to DB (migrations-organization/ is its twin)', async () => {
    const global = new Map((await schemaOf(env.DB)).map((object) => [object.name, object]));
    const organization = await schemaOf(organizationDatabaseBindings[1]!.database);
    expect(organization.length).toBeGreaterThan(50);
    for (const object of organization) {
      const twin = global.get(object.name);
      expect(twin, `${object.name} is in migrations/`).toBeDefined();
      expect({ name: object.name, sql: spacedAlike(object.sql) }).toEqual({
        name: twin!.name,
        sql: spacedAlike(withoutGlobalReferences(twin!.sql)),
      });
    }
    expect(organization.map(({ name }) => name)).not.toContain('users');
  });

  it('are purged and moved table by table: ORGANIZATION_TABLES names every table that keeps an organization id', async () => {
    const tables = (await schemaOf(organizationDatabaseBindings[1]!.database)).filter(
      ({ type, sql }) => type === 'table' && !sql.startsWith('CREATE VIRTUAL') && /`organization_id`/.test(sql),
    );
    expect(tables.map(({ name }) => name)).toEqual([...ORGANIZATION_TABLES].sort());
  });

  it('are moved table by table: MOVED_TABLES names every table of records, and the rest are rebuilt by triggers or shared', async () => {
    const tables = (await schemaOf(organizationDatabaseBindings[1]!.database)).filter(
      ({ type, name, sql }) => type === 'table' && !sql.startsWith('CREATE VIRTUAL') && !/_(data|idx|content|docsize|config)$/.test(name),
    );
    const rebuiltOrShared = ['organization_document_stats', 'search_documents', 'search_terms'];
    expect(tables.map(({ name }) => name).sort()).toEqual([...MOVED_TABLES.map(({ name }) => name), ...rebuiltOrShared].sort());
  });

  it("forget a deleted user as DB's foreign keys do: USER_REFERENCES names every organization column that references users", async () => {
    const references = [];
    for (const table of ORGANIZATION_TABLES) {
      const { results } = await env.DB.prepare(
        `SELECT "from" AS column, on_delete FROM pragma_foreign_key_list('${table}') WHERE "table" = 'users'`,
      ).all<{ column: string; on_delete: string }>();
      references.push(...results.map(({ column, on_delete }) => ({ table, column, onDelete: on_delete.toLowerCase() })));
    }
    const byName = (a: { table: string; column: string }, b: { table: string; column: string }) =>
      `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);
    expect(references.sort(byName)).toEqual([...USER_REFERENCES].sort(byName));
  });

  it('take new organizations by size, the smallest open one first, and hold their records alone', async () => {
    const owner = await createOrganizationMember('Placer');
    // Measured equal: the next three go to three different databases.
    await env.DB.prepare('UPDATE organization_databases SET size_bytes = 0').run();
    const created = [
      await createOrganization(owner.cookie, 'One'),
      await createOrganization(owner.cookie, 'Two'),
      await createOrganization(owner.cookie, 'Three'),
    ];
    const placed = await Promise.all(
      created.map(
        async ({ id }) =>
          (await env.DB.prepare('SELECT database FROM organizations WHERE id = ?').bind(id).first<{ database: string }>())!.database,
      ),
    );
    expect(new Set(placed)).toEqual(new Set(['ORG_DB_1', 'ORG_DB_2', 'ORG_DB_3']));

    const { json } = await uploadFile(owner.cookie, created[0]!.id, {
      name: 'placed.txt',
      content: 'kept where its organization lives',
      type: 'text/plain',
    });
    const holders = await Promise.all(
      organizationDatabaseBindings.map(async ({ binding, database }) => ({
        binding,
        rows: (await database.prepare('SELECT id FROM documents WHERE id = ?').bind(json.document.id).all()).results.length,
      })),
    );
    expect(holders.filter(({ rows }) => rows > 0)).toEqual([{ binding: placed[0], rows: 1 }]);
  });

  it('are measured by the daily cron, which places the next organizations', async () => {
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 3 * * *' }), env);
    const { results } = await env.DB.prepare('SELECT binding, size_bytes FROM organization_databases ORDER BY binding').all<{
      binding: string;
      size_bytes: number;
    }>();
    expect(results.map(({ binding }) => binding)).toEqual(organizationDatabaseBindings.map(({ binding }) => binding));
    for (const { size_bytes } of results) expect(size_bytes).toBeGreaterThan(4096);
  });

  it('answer 503 organization.moving to a request that looked where the organization no longer lives, and the retry finds it', async () => {
    const owner = await createOrganizationMember('Mover');
    const before = await api(`/api/organizations/${owner.organizationId}/documents`, { cookie: owner.cookie });
    expect(before.status).toBe(200);
    const { database } = (await env.DB.prepare('SELECT database FROM organizations WHERE id = ?')
      .bind(owner.organizationId)
      .first<{ database: string }>())!;
    const elsewhere = organizationDatabaseBindings.find(({ binding }) => binding !== 'DB' && binding !== database)!.binding;
    await env.DB.prepare('UPDATE organizations SET database = ? WHERE id = ?').bind(elsewhere, owner.organizationId).run();

    const stale = await api(`/api/organizations/${owner.organizationId}/documents`, { cookie: owner.cookie });
    expect(stale.status).toBe(503);
    expect(stale.headers.get('retry-after')).toBe('5');
    expect(stale.json.error.code).toBe('organization.moving');
    const retried = await api(`/api/organizations/${owner.organizationId}/tags`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Moved', color: '#112233' },
    });
    expect(retried.status).toBe(201);
    // Its database's bookmark, under its own name, for the client's next reads (see read-replicas.ts).
    expect(retried.headers.get(`x-d1-bookmark-${elsewhere.toLowerCase().replaceAll('_', '-')}`)).toMatch(/^[0-9a-f-]+$/);
    expect(
      await (await organizationDatabase(owner.organizationId))
        .prepare('SELECT name FROM tags WHERE organization_id = ?')
        .bind(owner.organizationId)
        .first(),
    ).toEqual({ name: 'Moved' });
  });

  it('lose a deleted organization’s records when it is purged, and nothing of another organization', async () => {
    const [gone, kept] = [await createOrganizationMember('Gone'), await createOrganizationMember('Kept')];
    for (const { cookie, organizationId } of [gone, kept]) {
      await uploadFile(cookie, organizationId, { name: 'a.txt', content: 'a document', type: 'text/plain' });
      await api(`/api/organizations/${organizationId}/tags`, { method: 'POST', cookie, body: { name: 'Tag', color: '#445566' } });
    }
    expect((await api(`/api/organizations/${gone.organizationId}`, { method: 'DELETE', cookie: gone.cookie })).status).toBe(204);
    await runTasks([{ type: 'organization.purge', organizationId: gone.organizationId }]);

    for (const table of ORGANIZATION_TABLES)
      expect(await rowsOfAllOrganizations(`SELECT 1 FROM ${table} WHERE organization_id = ?`, gone.organizationId), table).toEqual([]);
    expect(await rowsOfAllOrganizations('SELECT 1 FROM documents WHERE organization_id = ?', kept.organizationId)).toHaveLength(1);
    expect(await rowsOfAllOrganizations('SELECT 1 FROM tags WHERE organization_id = ?', kept.organizationId)).toHaveLength(1);
  });
});
