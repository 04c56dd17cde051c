import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from './demo-database';
import { newDocumentRecord } from './demo-records';
import { searchDocuments } from './demo-search';

const record = (id: string, name: string, content: string, { daysAgo = 0, tags = [] as string[] } = {}): DocumentRecord => ({
  ...newDocumentRecord({
    organizationId: 'org_a',
    name,
    originalSize: content.length,
    originalSha256: id,
    mimeType: 'text/plain',
    createdBy: null,
  }),
  id,
  content,
  tagIds: tags,
  createdAt: new Date(Date.UTC(2025, 5, 30) - daysAgo * 86_400_000),
});

const records = [
  record('dog', 'Hundeschule_Anmeldung.pdf', 'Hundeschule Pfotenglück: Anmeldung für die Welpengruppe', { daysAgo: 1 }),
  record('invoice', 'invoice-march.pdf', 'Invoice INV-2025-0312, total 617.40 GBP, due date 11 April', { daysAgo: 10, tags: ['invoices'] }),
  record('faktura', 'faktura.txt', 'Faktura VAT: dostęp do internetu, kwota 69,00 zł', { daysAgo: 20, tags: ['invoices'] }),
  record('notes', 'meeting notes.md', 'Ask the accountant about the annual report and the invoice archive', { daysAgo: 30 }),
  record('lease', 'contrato.pdf', 'Contrato de arrendamento para habitação em Lisboa', { daysAgo: 300 }),
];
const notes: Record<string, string> = { lease: 'Renewal discussed with Maria' };
const tagNames = {
  tagNamesOf: (document: DocumentRecord) => document.tagIds,
  notesOf: (document: DocumentRecord) => notes[document.id] ?? '',
};
const ids = (query: string) => searchDocuments(records, query, tagNames).map((hit) => hit.record.id);

describe('searchDocuments', () => {
  it.each<[string, string, string[]]>([
    ['a whole word', 'invoice', ['invoice', 'notes']],
    ['a word prefix', 'invo', ['invoice', 'notes']],
    ['a substring inside a word', 'schule', ['dog']],
    ['accents and case ignored', 'HABITACAO', ['lease']],
    ['ł folded as the index folds it', 'zl', ['faktura']],
    ['a phrase, whole words in order', '"annual report"', ['notes']],
    ['a phrase out of order matches nothing', '"report annual"', []],
    ['an excluded term', 'invoice -accountant', ['invoice']],
    ['OR', 'faktura OR contrato', ['faktura', 'lease']],
    ['a name-only term', 'name:meeting', ['notes']],
    ['a content-only term', 'content:meeting', []],
    ['a tag', 'tag:invoices', ['invoice', 'faktura']],
    ['a creation range', 'created:<2025-06-01', ['notes', 'lease']],
    ['a short term is a prefix only', 'nv', []],
  ])('%s: %s', (_case, query, expected) => {
    expect(ids(query).sort()).toEqual([...expected].sort());
  });

  it('lists the documents whose name matches first, then the newest', () => {
    expect(ids('invoice')).toEqual(['invoice', 'notes']);
    expect(ids('anmeldung OR invoice')).toEqual(['dog', 'invoice', 'notes']);
  });

  it('marks the matches in an HTML-escaped snippet of the content, narrowed inside a longer word', () => {
    const [hit] = searchDocuments(records, 'schule', tagNames);
    expect(hit?.snippet).toBe('Hunde<mark>schule</mark> Pfotenglück: Anmeldung für die Welpengruppe');
    expect(searchDocuments([record('x', 'x', '<b>total</b> 5')], 'total', tagNames)[0]?.snippet).toBe(
      '&lt;b&gt;<mark>total</mark>&lt;/b&gt; 5',
    );
  });

  it('refuses a malformed created: date as the server does', () => {
    expect(() => ids('created:>2025-13-45')).toThrow(/date/i);
  });
});
