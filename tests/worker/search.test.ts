import { organizationDatabase } from './databases';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildSearchIndexStatements, rebuildStateOf, rebuildStateSql } from '../../worker/modules/documents/search/rebuild-search-index';
import { createDatabase } from '../../worker/platform/db/client';
import { compileSearchQuery, expanderWithinLimits } from '../../worker/modules/documents/search/query-compiler';
import { parseSearchQuery } from '../../core/search/query-parser';
import { runBatchedRead } from '../../worker/platform/db/batched-read';
import { findWordsContaining, searchDocumentRows } from '../../worker/modules/documents/search/search.repository';
import { api, createOrganizationMember, createOrganizationOfFileUser, processDocuments, runTasks, uploadFile } from './helpers';

type Member = Awaited<ReturnType<typeof createOrganizationMember>>;
type Hit = { id: string; name: string; snippet?: string };

const documentsPath = (organizationId: string) => `/api/organizations/${organizationId}/documents`;

/** Uploads a text file and runs its extraction, so its content is indexed. */
async function addDocument(member: Member, name: string, content: string, { process = true } = {}) {
  const { status, json } = await uploadFile(member.cookie, member.organizationId, { name, content, type: 'text/plain' });
  expect(status).toBe(201);
  if (process) await processDocuments(json.document.id);
  return json.document as { id: string; name: string };
}

async function search(member: Member, searchQuery: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ searchQuery, ...extra });
  return api(`${documentsPath(member.organizationId)}/search?${query}`, { cookie: member.cookie });
}

async function createTag(member: Member, name: string) {
  const { status, json } = await api(`/api/organizations/${member.organizationId}/tags`, {
    method: 'POST',
    cookie: member.cookie,
    body: { name, color: '#ff0000' },
  });
  expect(status).toBe(201);
  return json.tag as { id: string };
}

async function names(member: Member, searchQuery: string, extra: Record<string, string> = {}) {
  const { status, json, text } = await search(member, searchQuery, extra);
  expect(status, text).toBe(200);
  return (json.documents as Hit[]).map((document) => document.name);
}

describe('document search', () => {
  let member: Member;

  beforeAll(async () => {
    member = await createOrganizationOfFileUser();
    await addDocument(member, 'Invoice ACME march.txt', 'Amount due: 120 EUR for consulting. Paid by bank transfer.');
    await addDocument(member, 'notes.txt', 'Our invoice process: every invoice is checked twice. Draft version.');
    await addDocument(member, 'Hundeschule Anmeldung.txt', 'Anmeldung für die Hundeschule am Montag, Straße 5.');
    await addDocument(member, 'menu.txt', 'Le Café de Flore sert un café noir.');
    await addDocument(member, 'plain-cafe.txt', 'A simple cafe downtown with free wifi.');
    await addDocument(member, 'annual.txt', 'The annual report 2023 shows growth. Report of the board.');
    await addDocument(member, 'scrambled.txt', 'A report that is annual, with a summary.');
    await addDocument(member, 'polish.txt', 'Siedziba w Łódź, umowa najmu.');
    await addDocument(member, 'french.txt', 'Inscription à l’école primaire.');
  });

  it('finds whole words, ignoring case', async () => {
    expect(await names(member, 'invoice')).toEqual(expect.arrayContaining(['Invoice ACME march.txt', 'notes.txt']));
    expect(await names(member, 'INVOICE')).toHaveLength(2);
    expect(await names(member, 'transfer')).toEqual(['Invoice ACME march.txt']);
  });

  it('finds word prefixes, including one and two characters', async () => {
    expect(await names(member, 'inv')).toEqual(expect.arrayContaining(['Invoice ACME march.txt', 'notes.txt']));
    expect(await names(member, 'consult')).toEqual(['Invoice ACME march.txt']);
    expect(await names(member, 'do')).toEqual(['plain-cafe.txt']); // "downtown"
  });

  it('finds substrings of three characters or more inside words', async () => {
    expect(await names(member, 'schule')).toEqual(['Hundeschule Anmeldung.txt']);
    expect(await names(member, 'nvoic')).toHaveLength(2);
  });

  it('ignores accents both ways', async () => {
    expect(await names(member, 'cafe')).toEqual(expect.arrayContaining(['menu.txt', 'plain-cafe.txt']));
    expect(await names(member, 'café')).toEqual(expect.arrayContaining(['menu.txt', 'plain-cafe.txt']));
    expect(await names(member, 'strasse')).toEqual([]); // ß is a letter of its own, not an accent
    expect(await names(member, 'straße')).toEqual(['Hundeschule Anmeldung.txt']);
    expect(await names(member, 'fur')).toEqual(['Hundeschule Anmeldung.txt']);
    expect(await names(member, 'lodz')).toEqual(['polish.txt']); // ł has no Unicode decomposition: folded by the index
    expect(await names(member, "l'ecole")).toEqual(['french.txt']); // curly apostrophe in the text
  });

  it('ranks a name match above content matches and returns highlighted snippets', async () => {
    const { json } = await search(member, 'invoice');
    expect(json.documents.map((document: Hit) => document.name)).toEqual(['Invoice ACME march.txt', 'notes.txt']);
    expect(json.documentsCount).toBe(2);
    expect(json.isDocumentsCountCapped).toBe(false);
    const notes = json.documents[1] as Hit;
    expect(notes.snippet).toContain('<mark>invoice</mark>');
    expect(json.documents[0]).toMatchObject({
      id: expect.stringMatching(/^doc_/),
      organizationId: member.organizationId,
      processingStatus: 'processed',
      isDeleted: false,
      tags: [],
    });
  });

  it('highlights substrings too', async () => {
    const { json } = await search(member, 'schule');
    expect(json.documents[0].snippet).toMatch(/Hunde<mark>schule<\/mark>/);
  });

  it('matches exact phrases, exclusions and OR', async () => {
    expect(await names(member, '"annual report"')).toEqual(['annual.txt']);
    expect(await names(member, 'annual report')).toEqual(expect.arrayContaining(['annual.txt', 'scrambled.txt']));
    expect(await names(member, 'report -summary')).toEqual(['annual.txt']);
    expect(await names(member, 'invoice -"bank transfer"')).toEqual(['notes.txt']);
    expect(await names(member, 'lodz OR schule')).toEqual(expect.arrayContaining(['polish.txt', 'Hundeschule Anmeldung.txt']));
    expect(await names(member, 'lodz OR schule')).toHaveLength(2);
    expect(await names(member, 'invoice draft OR transfer')).toHaveLength(2);
    expect(await names(member, 'invoice draft')).toEqual(['notes.txt']);
  });

  it('restricts terms to the name or the content', async () => {
    expect(await names(member, 'name:invoice')).toEqual(['Invoice ACME march.txt']);
    expect(await names(member, 'content:invoice')).toEqual(['notes.txt']);
    expect(await names(member, 'name:"acme march"')).toEqual(['Invoice ACME march.txt']);
    expect(await names(member, 'name:schule')).toEqual(['Hundeschule Anmeldung.txt']);
    expect(await names(member, '-name:invoice invoice')).toEqual(['notes.txt']);
  });

  it('filters by creation date (UTC days)', async () => {
    expect(await names(member, 'invoice created:>2000-01-01')).toHaveLength(2);
    expect(await names(member, 'invoice created:<2000-01-01')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names(member, `invoice created:${today}`)).toHaveLength(2);
    // Every document of the organization is from this month: the nine of beforeAll and any a test of this
    // file that ran before has added (a shuffled order runs some first).
    const thisMonth = await names(member, `created:>=${today.slice(0, 7)}`);
    const { json: all } = await api(documentsPath(member.organizationId), { cookie: member.cookie });
    expect(thisMonth).toHaveLength(all.documentsCount);
    expect(all.documentsCount).toBeGreaterThanOrEqual(9);
    expect(await names(member, `created:<${today.slice(0, 7)}`)).toEqual([]);
    const invalid = await search(member, 'created:>yesterday');
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.code).toBe('search.invalid_date');
  });

  it('filters by tag name (case-insensitive) and by tag ids', async () => {
    const tag = await createTag(member, 'Tax Files');
    const [invoiceDocument] = (await search(member, 'name:invoice')).json.documents as Hit[];
    const attach = await api(`${documentsPath(member.organizationId)}/${invoiceDocument!.id}/tags`, {
      method: 'POST',
      cookie: member.cookie,
      body: { tagId: tag.id },
    });
    expect(attach.status).toBeLessThan(300);

    expect(await names(member, 'tag:"tax files"')).toEqual(['Invoice ACME march.txt']);
    expect(await names(member, 'invoice -tag:"TAX FILES"')).toEqual(['notes.txt']);
    expect(await names(member, 'tag:unknown')).toEqual([]);
    expect(await names(member, 'invoice', { tags: tag.id })).toEqual(['Invoice ACME march.txt']);
  });

  it('paginates and counts', async () => {
    const first = await search(member, 'invoice', { pageIndex: '0', pageSize: '1' });
    const second = await search(member, 'invoice', { pageIndex: '1', pageSize: '1' });
    const third = await search(member, 'invoice', { pageIndex: '2', pageSize: '1' });
    expect([first.json.documentsCount, second.json.documentsCount, third.json.documentsCount]).toEqual([2, 2, 2]);
    expect([...first.json.documents, ...second.json.documents].map((document: Hit) => document.name)).toEqual([
      'Invoice ACME march.txt',
      'notes.txt',
    ]);
    expect(third.json.documents).toEqual([]);
    expect((await search(member, 'invoice', { pageSize: '101' })).status).toBe(400);
  });

  it('escapes the HTML of the document in snippets, keeping only its own <mark>', async () => {
    await addDocument(member, 'page.html.txt', 'Before <script>alert("x")</script> & <b>bold</b> payload here');
    const { json } = await search(member, 'payload');
    const snippet = (json.documents as Hit[])[0]!.snippet!;
    expect(snippet).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; <mark>payload</mark>');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    const attribute = await search(member, 'script');
    expect((attribute.json.documents as Hit[])[0]!.snippet).toContain('&lt;<mark>script</mark>&gt;');
  });

  it.each([
    ['a lone quote', '"'],
    ['unbalanced quotes', '"invoice'],
    ['doubled quotes', '""invoice""'],
    ['quotes inside a word', 'in"voice'],
    ['a star', '*'],
    ['a prefix star', 'inv*'],
    ['NEAR', 'NEAR(a b)'],
    ['an FTS5 column filter', 'content:invoice OR name:x'],
    ['a raw column filter', '{name content}: invoice'],
    ['an empty field', 'name:'],
    ['a lone minus', '-'],
    ['a double OR', 'OR OR'],
    ['OR at the edges', 'OR invoice OR'],
    ['a caret', '^invoice'],
    ['a colon', ':'],
    ['parentheses', '(invoice OR (draft'],
    ['AND NOT', 'invoice AND NOT draft'],
    ['emoji', '🧾 invoice 😀😀😀'],
    ['SQL', "'; DROP TABLE documents; --"],
    ['SQL with quotes', `invoice' OR '1'='1`],
    ['backslashes', '\\"\\\\'],
    ['control characters', 'inv\u0000oice\u0007'],
    ['1,000 characters', 'a'.repeat(1000)],
    ['1,000 characters of words', 'invoice '.repeat(125)],
    ['many operators', '-a -b OR c "d" name: tag: created: -"" OR'],
  ])('answers %s with results or a 400, never a 500', async (_label, searchQuery) => {
    const { status, json } = await search(member, searchQuery);
    expect([200, 400]).toContain(status);
    if (status === 200) expect(Array.isArray(json.documents)).toBe(true);
    else expect(json.error.code).toMatch(/^(server\.invalid_request\.query|search\.)/);
  });

  /** Words of 3+ letters: half of them in the documents above, half in none (a fixed pseudo-random sequence). */
  function queryWords(count: number): string[] {
    const known = ['invoice', 'report', 'annual', 'cafe', 'schule', 'anmeldung', 'transfer', 'draft', 'board', 'growth', 'umowa', 'ecole'];
    let seed = count;
    const letter = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(97 + (seed % 26));
    };
    return Array.from({ length: count }, (_, index) =>
      index % 2 ? known[index % known.length]! : Array.from({ length: 3 + (index % 7) }, letter).join(''),
    );
  }

  /** Every operator of the query language in turn: quotes, minus, OR, a star, tag: and created: filters. */
  const decorate = (word: string, index: number) =>
    [word, `"${word}"`, `-${word}`, `OR ${word}`, `${word}*`, `tag:${word}`, word, `created:>200${index % 10}`][index % 8]!;

  it.each(
    [1, 2, 5, 6, 10, 24, 32, 64].flatMap((count) => [
      [`${count} plain words`, queryWords(count).join(' ')],
      [`${count} words with operators`, queryWords(count).map(decorate).join(' ')],
    ]),
  )('answers a query of %s with results', async (_label, searchQuery) => {
    const { status, json, text } = await search(member, searchQuery);
    expect(status, text).toBe(200);
    expect(Array.isArray(json.documents)).toBe(true);
  });

  it('answers a query of exactly 1,000 characters of words, and refuses 1,001 with the error envelope', async () => {
    const words = queryWords(200).join(' ');
    const atLimit = (words + ' padding'.repeat(200)).slice(0, 1000);
    expect(atLimit).toHaveLength(1000);
    const { status, text } = await search(member, atLimit);
    expect(status, text).toBe(200);
    const over = await search(member, `${atLimit}x`);
    expect(over.status).toBe(400);
    expect(over.json.error).toMatchObject({ code: 'server.invalid_request.query', message: 'searchQuery must be at most 1000 characters' });
  });

  it('still finds what a hostile-looking query means', async () => {
    expect(await names(member, '"invoice')).toHaveLength(2); // unbalanced quote: a phrase to the end
    expect(await names(member, 'inv*')).toHaveLength(2); // the star is just punctuation
    expect(await names(member, "'; DROP TABLE documents; --")).toEqual([]);
    expect(await names(member, 'invoice')).toHaveLength(2); // and the table is still there
  });

  it('refuses more than 1,000 characters and a missing query with 400', async () => {
    const long = await search(member, 'a'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.json.error).toMatchObject({ code: 'server.invalid_request.query', message: 'searchQuery must be at most 1000 characters' });
    const missing = await api(`${documentsPath(member.organizationId)}/search`, { cookie: member.cookie });
    expect(missing.status).toBe(400);
    expect((await search(member, '   ')).status).toBe(400);
  });

  it('refuses, with a 400 that says so, a query whose statement would pass D1’s 100 KB', async () => {
    const tag = await createTag(member, 'Long queries');
    // Each punctuated term is looked up in both indexes, its substring checked in every folding of its letters; a tag
    // filter writes each selection's conditions twice. Statements of about 103 and 115 KB: D1 fails them (SQLITE_TOOBIG, a 500).
    const punctuated = (word: (index: number) => string) => Array.from({ length: 23 }, (_, index) => word(index)).join(' ');
    for (const searchQuery of [
      `schule ${punctuated((index) => `-aeio-u${'cnsyzlrt'[index % 8]}`)}`,
      `schule ${punctuated(() => '-a-e-i-o-u-c-n')}`,
    ]) {
      const { status, json, text } = await search(member, searchQuery, { tags: tag.id });
      expect(status, text).toBe(400);
      expect(json.error).toMatchObject({
        code: 'search.query_too_long',
        message: 'This search is too long to run: remove some of its terms',
      });
    }
    // Without the tag filter the first one fits.
    expect((await search(member, `schule ${punctuated((index) => `-aeio-u${'cnsyzlrt'[index % 8]}`)}`)).status).toBe(200);
  });

  it('keeps organizations apart', async () => {
    const other = await createOrganizationMember('Other');
    await addDocument(other, 'other invoice.txt', 'An invoice of another organization.');
    expect(await names(other, 'invoice')).toEqual(['other invoice.txt']);
    expect(await names(member, 'invoice')).toHaveLength(2);
    const outsider = await api(`${documentsPath(member.organizationId)}/search?searchQuery=invoice`, { cookie: other.cookie });
    expect(outsider.status).toBe(403);
  });
});

describe('search index lifecycle', () => {
  const indexRows = async (database: D1Database, documentId: string) => {
    const row = await database
      .prepare(
        `SELECT
        (SELECT count(*) FROM search_documents WHERE document_id = ?1) AS mapped,
        (SELECT count(*) FROM search_words WHERE search_words MATCH 'zebrafish' ) AS words`,
      )
      .bind(documentId)
      .first<{ mapped: number; words: number }>();
    return row!;
  };

  it('follows upload, extraction, rename, content edit, trash, restore and purge', async () => {
    const member = await createOrganizationOfFileUser();
    const database = await organizationDatabase(member.organizationId);
    const document = await addDocument(member, 'lifecycle.txt', 'The zebrafish protocol, version one.', { process: false });
    // Uploaded: the name is searchable at once, the content after extraction.
    expect(await names(member, 'lifecycle')).toEqual(['lifecycle.txt']);
    expect(await names(member, 'zebrafish')).toEqual([]);
    await processDocuments(document.id);
    expect(await names(member, 'zebrafish')).toEqual(['lifecycle.txt']);

    const path = `${documentsPath(member.organizationId)}/${document.id}`;
    expect((await api(path, { method: 'PATCH', cookie: member.cookie, body: { name: 'Renamed protocol.txt' } })).status).toBe(200);
    expect(await names(member, 'lifecycle')).toEqual([]);
    expect(await names(member, 'renamed')).toEqual(['Renamed protocol.txt']);
    expect(await names(member, 'zebrafish')).toEqual(['Renamed protocol.txt']);

    expect((await api(path, { method: 'PATCH', cookie: member.cookie, body: { content: 'Now about axolotls.' } })).status).toBe(200);
    expect(await names(member, 'zebrafish')).toEqual([]);
    expect(await names(member, 'axolotl')).toEqual(['Renamed protocol.txt']);

    expect((await api(path, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect(await names(member, 'axolotl')).toEqual([]);
    expect(await names(member, 'renamed')).toEqual([]);
    expect((await api(`${path}/restore`, { method: 'POST', cookie: member.cookie })).status).toBe(200);
    expect(await names(member, 'axolotl')).toEqual(['Renamed protocol.txt']);

    // A word of its own, in its name and its content: other files' documents share this database.
    const marker = `quagga${crypto.randomUUID().replace(/[^a-f]/g, '')}`;
    expect(
      (await api(path, { method: 'PATCH', cookie: member.cookie, body: { name: `${marker}.txt`, content: `About the ${marker}.` } }))
        .status,
    ).toBe(200);
    expect(await names(member, marker)).toEqual([`${marker}.txt`]);
    expect((await api(path, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect((await api(`${documentsPath(member.organizationId)}/trash`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    expect(await indexRows(database, document.id)).toMatchObject({ mapped: 0 });
    const leftovers = await database
      .prepare('SELECT count(*) AS n FROM search_words WHERE search_words MATCH ?')
      .bind(marker)
      .first<{ n: number }>();
    expect(leftovers!.n).toBe(0);
  });

  it('empties the index of a deleted organization when it is purged', async () => {
    const member = await createOrganizationOfFileUser();
    const database = await organizationDatabase(member.organizationId);
    const document = await addDocument(member, 'quokka.txt', 'A quokka census.');
    expect(await names(member, 'quokka')).toEqual(['quokka.txt']);
    expect((await api(`/api/organizations/${member.organizationId}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(204);
    await runTasks([{ type: 'organization.purge', organizationId: member.organizationId }]);
    expect(await indexRows(database, document.id)).toMatchObject({ mapped: 0 });
    for (const table of ['search_words', 'search_trigrams', 'search_name_words', 'search_name_trigrams']) {
      // The substring index keeps no positions: a trigram, not a phrase of them.
      const match = table === 'search_trigrams' ? '"uok"' : 'quokka';
      const { n } = (await database
        .prepare(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ?`)
        .bind(match)
        .first<{ n: number }>())!;
      expect(n, table).toBe(0);
    }
  });

  it('ranks whole-word content matches by bm25, then the other matches newest first', async () => {
    const member = await createOrganizationOfFileUser();
    await addDocument(member, 'once.txt', `A wombat. ${'Burrows are long tunnels under the ground. '.repeat(20)}`);
    await addDocument(member, 'often.txt', 'The wombat report: wombat, wombat and more wombat.');
    await addDocument(member, 'substring.txt', 'Two wombats and a wombatish burrow.'); // newest, no whole word
    const { json } = await search(member, 'wombat');
    expect((json.documents as Hit[]).map((document) => document.name)).toEqual(['often.txt', 'once.txt', 'substring.txt']);
    expect((json.documents as Hit[])[0]!.snippet).toContain('<mark>wombat</mark>');
    expect((json.documents as Hit[])[2]!.snippet).toContain('<mark>wombat</mark>s');
  });

  it('lists the name matches first, newest first, whatever their content', async () => {
    const member = await createOrganizationOfFileUser();
    await addDocument(member, 'Numbat survey.txt', 'Numbat numbat numbat: numbats everywhere.');
    await addDocument(member, 'Numbat map.txt', 'A map.');
    await addDocument(member, 'field notes.txt', 'One numbat seen.');
    expect(await names(member, 'numbat')).toEqual(['Numbat map.txt', 'Numbat survey.txt', 'field notes.txt']);
  });

  it('pages through name matches and content matches without gaps or repeats', async () => {
    const member = await createOrganizationOfFileUser();
    for (let index = 0; index < 3; index++)
      await addDocument(member, `Quoll ${index}.txt`, index === 1 ? 'A quoll.' : `Nothing here, ${index}.`);
    for (let index = 0; index < 4; index++) await addDocument(member, `note ${index}.txt`, `${'quoll '.repeat(index + 1)}sighted.`);
    const all = await names(member, 'quoll', { pageSize: '20' });
    expect(all).toHaveLength(7);
    expect(all.slice(0, 3)).toEqual(['Quoll 2.txt', 'Quoll 1.txt', 'Quoll 0.txt']);
    const paged: string[] = [];
    for (let pageIndex = 0; pageIndex < 4; pageIndex++)
      paged.push(...(await names(member, 'quoll', { pageSize: '2', pageIndex: String(pageIndex) })));
    expect(paged).toEqual(all);
    const { json } = await search(member, 'quoll', { pageSize: '2' });
    expect(json).toMatchObject({ documentsCount: 7, isDocumentsCountCapped: false });
  });

  it('highlights a substring around its first place in the content, as typed or in another ASCII case', async () => {
    const member = await createOrganizationOfFileUser();
    for (let index = 0; index < 6; index++)
      await addDocument(
        member,
        `walk ${index}.txt`,
        `Entry ${index}: the HundeSCHULE${index % 2 ? '' : ' and the hund'} of block ${index}.`,
      );
    const db = createDatabase(await organizationDatabase(member.organizationId));
    for (const query of ['schule', 'SCHULE', 'schule hund', 'name:walk schule']) {
      // Without the vocabulary: every term is a substring.
      const plan = compileSearchQuery(parseSearchQuery(query), () => []);
      const { documents } = await searchDocumentRows(
        db,
        plan,
        { organizationId: member.organizationId, tagIds: [] },
        { pageIndex: 0, pageSize: 4 },
      );
      expect(documents, query).toHaveLength(4);
      // A whole word ('hund') is highlighted from the word index; else the first place of a substring.
      const marked = query.includes('hund') ? '\uE000' : 'Hunde\uE000SCHULE\uE001 ';
      expect(
        documents.every(({ snippet }) => snippet?.includes(marked)),
        query,
      ).toBe(true);
    }
  });

  it('finds the same documents through the vocabulary as through the trigram index alone', async () => {
    const member = await createOrganizationOfFileUser();
    await addDocument(member, 'Hundeschule.txt', 'Die Hundeschule und die Schulen in Łódź, ein café.');
    await addDocument(member, 'other.txt', 'Nothing about dogs here, one CAFÉ au lait.');
    await addDocument(member, 'schulbus.txt', 'Der Schulbus fährt um acht.');
    const db = createDatabase(await organizationDatabase(member.organizationId));
    const scope = { organizationId: member.organizationId, tagIds: [] };
    for (const query of ['schule', 'SCHUL', 'cafe', 'odz', 'zzzq', 'schul -café', 'name:hundeschule', 'schul OR lait', 'content:dogs']) {
      const viaTrigrams = await searchDocumentRows(
        db,
        compileSearchQuery(parseSearchQuery(query), () => []),
        scope,
        { pageIndex: 0, pageSize: 10 },
      );
      expect((await names(member, query)).sort(), query).toEqual(viaTrigrams.documents.map(({ document }) => document.name).sort());
    }
    expect(await names(member, 'schul')).toHaveLength(2);
    // A term found in more words than a query may list falls back to the trigram index.
    const wordsByTerm = await runBatchedRead(db, findWordsContaining(db, ['schul'], 1));
    expect(wordsByTerm.get('schul')).toHaveLength(2);
    const plan = compileSearchQuery(
      parseSearchQuery('schul'),
      () => [],
      expanderWithinLimits(wordsByTerm, { wordsPerTerm: 1, characters: 1000 }),
    );
    expect(plan.main.driver?.table).toBe('search_trigrams');
  });

  it('filters by tags the same way before the join (by search rowid) and after it (by document)', async () => {
    const member = await createOrganizationOfFileUser();
    const documents = [];
    for (let index = 0; index < 6; index++)
      documents.push(await addDocument(member, `bilby ${index}.txt`, `Bilby report number ${index}${index % 2 ? ' with burrows' : ''}.`));
    const tagIds: Record<string, string> = {};
    for (const name of ['red', 'blue']) {
      const created = await api(`/api/organizations/${member.organizationId}/tags`, {
        method: 'POST',
        cookie: member.cookie,
        body: { name, color: '#ff0000' },
      });
      tagIds[name] = created.json.tag.id;
    }
    const tagging: [number, string][] = [
      [0, 'red'],
      [1, 'red'],
      [1, 'blue'],
      [2, 'blue'],
      [4, 'red'],
    ];
    for (const [index, name] of tagging) {
      const attached = await api(`${documentsPath(member.organizationId)}/${documents[index]!.id}/tags`, {
        method: 'POST',
        cookie: member.cookie,
        body: { tagId: tagIds[name] },
      });
      expect(attached.status).toBeLessThan(300);
    }
    const db = createDatabase(await organizationDatabase(member.organizationId));
    const cases: [string, string[]][] = [
      ['bilby tag:red', []],
      ['tag:blue', []],
      ['bilby -tag:red', []],
      ['burrows OR tag:blue', []],
      ['bilby', ['red']],
      ['bilby', ['red', 'blue']],
      ['tag:red', ['blue']],
    ];
    for (const [query, filter] of cases) {
      const plan = compileSearchQuery(parseSearchQuery(query), (name) => (tagIds[name] ? [tagIds[name]] : []));
      const scope = { organizationId: member.organizationId, tagIds: filter.map((name) => tagIds[name]!) };
      const run = (maxMatchesAsSet: number) => searchDocumentRows(db, plan, scope, { pageIndex: 0, pageSize: 10 }, { maxMatchesAsSet });
      const [byRowid, byDocument] = [await run(1_000_000), await run(0)];
      expect(byRowid.documents.length, query).toBeGreaterThan(0);
      expect(byRowid, `${query} ${filter}`).toEqual(byDocument);
    }
    const every = await searchDocumentRows(
      db,
      compileSearchQuery(parseSearchQuery('bilby'), () => []),
      { organizationId: member.organizationId, tagIds: [tagIds.red!, tagIds.blue!] },
      { pageIndex: 0, pageSize: 10 },
      { maxMatchesAsSet: 0 },
    );
    expect(every.documents.map(({ document }) => document.name)).toEqual(['bilby 1.txt']);
  });

  it('rebuilds the index from the base tables in steps, equal to the one the triggers keep', async () => {
    const member = await createOrganizationOfFileUser();
    const documentPath = (id: string) => `${documentsPath(member.organizationId)}/${id}`;
    const wombat = await addDocument(member, 'wombat.txt', 'Wombats dig burrows in Łódź and Białystok.');
    const documents = [wombat];
    for (let index = 0; index < 6; index++)
      documents.push(await addDocument(member, `quokka ${index}.txt`, `Quokka number ${index} at l’école, ${index % 2 ? 'odd' : 'even'}.`));
    const unprocessed = await addDocument(member, 'pending.txt', 'Not read yet', { process: false });
    // What the triggers do besides inserts: renames, edits, dates, notes added, edited and deleted, trash.
    const edits: [string, Record<string, unknown>][] = [
      [documents[1]!.id, { name: 'Renamed quokka.txt' }],
      [documents[2]!.id, { content: 'Typed by hand: a numbat in Kraków' }],
      [documents[3]!.id, { documentDate: '2024-11-03' }],
    ];
    for (const [id, body] of edits)
      expect((await api(documentPath(id), { method: 'PATCH', cookie: member.cookie, body })).status).toBe(200);
    const addNote = async (id: string, content: string) =>
      (await api(`${documentPath(id)}/notes`, { method: 'POST', cookie: member.cookie, body: { content } })).json.note as { id: string };
    await addNote(wombat.id, 'Checked by Łukasz');
    const edited = await addNote(wombat.id, 'Second thought');
    await api(`${documentPath(wombat.id)}/notes/${edited.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { content: 'Second ‘thought’' },
    });
    const deleted = await addNote(documents[4]!.id, 'Gone soon');
    await api(`${documentPath(documents[4]!.id)}/notes/${deleted.id}`, { method: 'DELETE', cookie: member.cookie });
    await addNote(documents[5]!.id, 'Quokkas smile');
    expect((await api(documentPath(documents[6]!.id), { method: 'DELETE', cookie: member.cookie })).status).toBe(204);

    const database = await organizationDatabase(member.organizationId);
    const vocabularies = ['search_words', 'search_trigrams', 'search_name_words', 'search_name_trigrams', 'search_notes'];
    for (const table of vocabularies)
      await database.prepare(`CREATE VIRTUAL TABLE IF NOT EXISTS test_${table}_instances USING fts5vocab(${table}, 'instance')`).run();
    // Every index as this organization's documents hold it: each token of each document (by id:
    // the rebuild renumbers the rowids), with its column and place where the index keeps them.
    const snapshot = async () => {
      const rows = (statement: string) =>
        database
          .prepare(statement)
          .bind(member.organizationId)
          .all()
          .then(({ results }) => results);
      const indexes = Object.fromEntries(
        await Promise.all(
          vocabularies.map(
            async (table) =>
              [
                table,
                await rows(
                  `SELECT s.document_id, v.term, v.col, v.offset FROM test_${table}_instances v JOIN search_documents s ON s.search_rowid = v.doc
                   WHERE s.organization_id = ? ORDER BY s.document_id, v.term, v.col, v.offset`,
                ),
              ] as const,
          ),
        ),
      );
      const searchDocuments = await rows(
        'SELECT document_id, created_at, deleted_at, document_date FROM search_documents WHERE organization_id = ? ORDER BY search_rowid',
      );
      const notes = await rows(
        'SELECT s.document_id, n.notes FROM search_notes n JOIN search_documents s ON s.search_rowid = n.rowid WHERE s.organization_id = ? ORDER BY 1',
      );
      return { indexes, searchDocuments, notes };
    };
    const maintained = await snapshot();
    expect(maintained.indexes.search_words!.length).toBeGreaterThan(20);
    expect(maintained.notes).toEqual(
      [
        { document_id: wombat.id, notes: "Checked by Lukasz\nSecond 'thought'" },
        { document_id: documents[5]!.id, notes: 'Quokkas smile' },
      ].sort((a, b) => (a.document_id < b.document_id ? -1 : 1)),
    );
    expect(maintained.searchDocuments.map(({ document_id }) => document_id)).toContain(unprocessed.id);
    const before = await search(member, 'wombat lodz');
    const beforeNotes = await search(member, 'note:lukasz');

    await database.prepare(`INSERT INTO search_terms (term) VALUES ('wombatstale')`).run(); // a word no document holds
    const state = rebuildStateOf(await database.prepare(rebuildStateSql).first());
    expect(state.documents).toBeGreaterThanOrEqual(documents.length + 1);
    // Steps of 3 documents: many statements, each range of rowids refilled once.
    const statements = rebuildSearchIndexStatements(state, 3);
    expect(statements.length).toBeGreaterThan(5 * Math.ceil(state.documents / 3));
    for (const statement of statements) await database.prepare(statement).run();

    expect(await snapshot()).toEqual(maintained);
    const after = await search(member, 'wombat lodz');
    expect(after.json).toEqual(before.json);
    expect(after.json.documents).toHaveLength(1);
    expect((await search(member, 'note:lukasz')).json).toEqual(beforeNotes.json);
    expect((await search(member, 'numbat krakow')).json.documents).toHaveLength(1);
    const db = createDatabase(database);
    const words = await runBatchedRead(db, findWordsContaining(db, ['wombats', 'wombatstale'], 10));
    expect(words).toEqual(
      new Map([
        ['wombats', ['wombats']],
        ['wombatstale', []],
      ]),
    );
    for (const table of vocabularies) await database.prepare(`DROP TABLE test_${table}_instances`).run();
  });
});
