import { env } from 'cloudflare:workers';
import { organizationDatabase } from './databases';
import { createScheduledController } from 'cloudflare:test';
import { expect, it } from 'vitest';
import worker from '../../worker/index';
import { createDatabase } from '../../worker/platform/db/client';
import { segmentCount } from '../../worker/modules/documents/search/fts-structure';
import { runBatchedRead } from '../../worker/platform/db/batched-read';
import { findWordsContaining } from '../../worker/modules/documents/search/search.repository';
import { mergeSearchIndexes } from '../../worker/modules/documents/search/search-index.repository';
import { api, createOrganizationOfFileUser } from './helpers';

const FTS_TABLES = ['search_words', 'search_trigrams', 'search_name_words', 'search_name_trigrams', 'search_term_trigrams'];

async function segments(database: D1Database, table: string) {
  const row = await database.prepare(`SELECT block FROM ${table}_data WHERE id = 10`).first<{ block: number[] }>();
  return segmentCount(new Uint8Array(row!.block));
}

it('merges each search index into one b-tree, in bounded steps, keeping every result', async () => {
  const member = await createOrganizationOfFileUser();
  const database = await organizationDatabase(member.organizationId);
  const insert = (index: number, name: string, content: string) =>
    database
      .prepare(
        "INSERT INTO documents (id, organization_id, name, original_name, original_size, original_sha256, mime_type, storage_key, content, processing_status, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, 'text/plain', 'k', ?, 'processed', ?, ?)",
      )
      .bind(
        `doc_merge${String(index).padStart(19, '0')}`,
        member.organizationId,
        name,
        name,
        `sha-merge-${index}`,
        content,
        1000 + index,
        1000 + index,
      )
      .run();
  // One statement per document, as uploads come: each write leaves a b-tree of its own.
  for (let index = 0; index < 40; index += 1) await insert(index, `Ledger ${index}.txt`, `entry ${index} of the wombatledger${index % 3}`);
  // FTS5's automerge may have just folded every b-tree into one (the shared database holds other files' documents
  // too): one more write leaves a second.
  const isMerged = async () => (await Promise.all([...FTS_TABLES].map((table) => segments(database, table)))).some((count) => count <= 1);
  for (let index = 40; index < 44 && (await isMerged()); index += 1) await insert(index, `Filler ${index}.txt`, 'a filler page');
  const search = async (searchQuery: string) => {
    const { status, json } = await api(
      `/api/organizations/${member.organizationId}/documents/search?${new URLSearchParams({ searchQuery, pageSize: '100' })}`,
      { cookie: member.cookie },
    );
    expect(status).toBe(200);
    return json;
  };
  const queries = ['ledger', 'wombatledger1', 'atledg', 'entry 7', '"of the"'];
  const before = await Promise.all(queries.map(search));
  expect(before[0].documentsCount).toBe(40);
  for (const table of FTS_TABLES) expect(await segments(database, table), table).toBeGreaterThan(1);

  expect(await mergeSearchIndexes(createDatabase(database), { maxSegments: 1, pagesPerStep: 1 })).toBeGreaterThanOrEqual(FTS_TABLES.length);

  for (const table of FTS_TABLES) expect(await segments(database, table), table).toBe(1);
  expect(await Promise.all(queries.map(search))).toEqual(before);
  for (const table of FTS_TABLES) await database.prepare(`INSERT INTO ${table} (${table}) VALUES ('integrity-check')`).run();
  expect(await mergeSearchIndexes(createDatabase(database), { maxSegments: 1 })).toBe(0); // nothing left to merge
});

it('drops from the vocabulary, in the daily maintenance, the words of documents deleted for good', async () => {
  const member = await createOrganizationOfFileUser();
  const database = await organizationDatabase(member.organizationId);
  const insert = (id: string, content: string) =>
    database
      .prepare(
        "INSERT INTO documents (id, organization_id, name, original_name, original_size, original_sha256, mime_type, storage_key, content, processing_status, created_at, updated_at) VALUES (?, ?, 'n.txt', 'n.txt', 1, ?, 'text/plain', 'k', ?, 'processed', 0, 0)",
      )
      .bind(id, member.organizationId, `sha-${id}`, content)
      .run();
  await insert('doc_prune_kept00000000000', 'The quolltrap stays.');
  await insert('doc_prune_gone00000000000', 'Account zyxsecretword, and a quolltrap too.');
  const db = createDatabase(database);
  expect(await runBatchedRead(db, findWordsContaining(db, ['zyxsecret', 'quolltrap'], 10))).toEqual(
    new Map([
      ['zyxsecret', ['zyxsecretword']],
      ['quolltrap', ['quolltrap']],
    ]),
  );

  await database.prepare(`DELETE FROM documents WHERE id = 'doc_prune_gone00000000000'`).run();
  expect((await runBatchedRead(db, findWordsContaining(db, ['zyxsecret'], 10))).get('zyxsecret')).toEqual(['zyxsecretword']); // until the maintenance
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 3 * * *' }), env);

  expect(await runBatchedRead(db, findWordsContaining(db, ['zyxsecret', 'quolltrap'], 10))).toEqual(
    new Map([
      ['zyxsecret', []],
      ['quolltrap', ['quolltrap']],
    ]),
  );
  const { n } = (await database.prepare(`SELECT count(*) AS n FROM search_terms WHERE term = 'zyxsecretword'`).first<{ n: number }>())!;
  expect(n).toBe(0);
  await database.prepare(`INSERT INTO search_term_trigrams (search_term_trigrams) VALUES ('integrity-check')`).run();
});
