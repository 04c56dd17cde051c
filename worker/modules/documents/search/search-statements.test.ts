import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { parseSearchQuery, SearchQueryError } from '../../../../core/search/query-parser';
import { compileSearchQuery } from './query-compiler';
import { matchingDocumentsSql, searchStatement, statementWithinLimit } from './search-statements';

const dialect = new SQLiteSyncDialect();
const TAGS: Record<string, string[]> = { invoice: ['tag_invoice'], paid: ['tag_paid'] };
const planOf = (query: string) => compileSearchQuery(parseSearchQuery(query), (name) => TAGS[name] ?? []);
const render = (query: string, tuning?: Parameters<typeof searchStatement>[3]) =>
  dialect.sqlToQuery(searchStatement(planOf(query), { organizationId: 'org_1', tagIds: [] }, { pageIndex: 0, pageSize: 10 }, tuning));

// The statement as text: what it reads and how, checked without a database (tests/worker/search*.test.ts run it on D1).
describe('the search statement', () => {
  it('scopes every search to the organization, as a bound parameter', () => {
    for (const query of ['invoice', 'tag:invoice', 'name:report', '-draft', 'created:2024']) {
      const { sql, params } = render(query);
      expect(params).toContain('org_1');
      expect(sql).toMatch(/organization_id = \?/);
    }
  });

  it.each<[string, RegExp[], RegExp[]]>([
    ['invoice', [/search_trigrams MATCH '"inv" AND "nvo"/, /search_words MATCH '"invoice"'/, /bm25\(/], [/dt\.tag_id IN/]],
    ['tag:invoice', [/documents_tags dt WHERE dt\.tag_id IN \('tag_invoice'\)/], [/bm25\(/]],
    ['tag:invoice tag:paid', [/dt\.tag_id IN \('tag_invoice'\)/, /dt\.tag_id IN \('tag_paid'\)/], [/search_trigrams MATCH/]],
    ['report -draft', [/NOT /, /"draft"/], []],
  ])('reads %j with the indexes it needs', (query, present, absent) => {
    const { sql } = render(query);
    for (const pattern of present) expect(sql).toMatch(pattern);
    for (const pattern of absent) expect(sql).not.toMatch(pattern);
  });

  it('takes tags as a set or checks them document by document, as tuned', () => {
    const asSet = render('tag:invoice', { maxMatchesAsSet: Number.MAX_SAFE_INTEGER }).sql;
    const byDocument = render('tag:invoice', { maxMatchesAsSet: 0 }).sql;
    expect(asSet).toMatch(/<= 9007199254740991/);
    expect(byDocument).toMatch(/<= 0/);
  });

  it('sorts by the column asked for instead of relevance', () => {
    expect(render('invoice', { sort: { by: 'name', order: 'asc' } }).sql).toMatch(/ORDER BY .*name/i);
  });

  it('reads of each result the columns its answer shows, not the storage key, hash or creator', () => {
    const { sql } = render('invoice');
    for (const column of ['name', 'original_size', 'processing_status', 'pages_done', 'deleted_by', 'updated_at'])
      expect(sql).toContain(`d."${column}"`);
    for (const column of ['storage_key', 'original_sha256', 'created_by', 'document_date_source', 'content'])
      expect(sql).not.toContain(`d."${column}"`);
  });

  it('hands bulk actions the matching ids, capped', () => {
    const { sql, params } = dialect.sqlToQuery(matchingDocumentsSql(planOf('invoice'), { organizationId: 'org_1', tagIds: [] }, 500));
    expect(sql).toMatch(/LIMIT 500/);
    expect(params).toContain('org_1');
  });

  it('keeps every statement within D1’s 100 KB, refusing the query whose statement would pass it', () => {
    const scope = { organizationId: 'org_1', tagIds: ['tag_1'] };
    const punctuated = (count: number, word: (index: number) => string) =>
      Array.from({ length: count }, (_, index) => word(index)).join(' ');
    // Search statements of about 50, 92, 103, 112 and 115 KB; a bulk one keeps room for the INSERT around it (99.3 KB is too much).
    const cases: [string, { search: boolean; bulk: boolean }][] = [
      [`schule ${punctuated(23, (index) => `aeio-u${'cnsyzlrt'[index % 8]}`)}`, { search: true, bulk: true }],
      [`aeiouyäöü eéèêë oóòôö uúùûü ${punctuated(20, (index) => `-aeiou${'cnsyzlrt'[index % 8]}`)}`, { search: true, bulk: true }],
      [`schule ${punctuated(23, (index) => `-aeio-u${'cnsyzlrt'[index % 8]}`)}`, { search: false, bulk: false }],
      [`schule ${punctuated(23, (index) => `-aeiouyäöü-${'cnsyzlrt'[index % 8]}`)}`, { search: false, bulk: false }],
      [`schule ${punctuated(23, () => '-a-e-i-o-u-c-n')}`, { search: false, bulk: false }],
    ];
    for (const [query, expected] of cases) {
      const plan = planOf(query);
      // Whether the statement's text is built, and then within the limit, or the query refused.
      const attempt = (statementText: () => string) => {
        try {
          expect(new TextEncoder().encode(statementText()).length).toBeLessThanOrEqual(100_000);
          return true;
        } catch (error) {
          expect(error).toBeInstanceOf(SearchQueryError);
          expect(error).toMatchObject({ code: 'search.query_too_long' });
          return false;
        }
      };
      expect({
        search: attempt(() => statementWithinLimit(searchStatement(plan, scope, { pageIndex: 0, pageSize: 10 })).sql),
        bulk: attempt(() => dialect.sqlToQuery(matchingDocumentsSql(plan, scope, 500)).sql),
      }).toEqual(expected);
    }
  });
});
