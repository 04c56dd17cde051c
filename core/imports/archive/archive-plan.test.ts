import { describe, expect, it } from 'vitest';
import type { ExportedDocument, ExportHead } from '../../documents/archive-export';
import { archiveReport, carriedWorkflow, emptyTally, linksOf, refusalOf, remapIds, tallyDocument } from './archive-plan';

const idMap = new Map([
  ['tag_a', 'tag_here'],
  ['prop_a', 'prop_here'],
  ['opt_a', 'opt_here'],
]);

const documentOf = (fields: Partial<ExportedDocument> = {}): ExportedDocument => ({
  file: 'letter.txt',
  id: 'doc_a',
  name: 'Letter',
  originalName: 'letter.txt',
  mimeType: 'text/plain',
  size: 6,
  createdAt: '2025-01-01T00:00:00.000Z',
  deletedAt: null,
  tags: [],
  content: 'Letter',
  activity: [],
  ...fields,
});

const version = (number: number, file: string | null) => ({
  number,
  label: null,
  source: 'upload',
  file,
  originalName: `v${number}.txt`,
  mimeType: 'text/plain',
  size: 2,
  sha256: `sha${number}`,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdByName: null,
});

const head: ExportHead = {
  format: 'archive-export',
  version: 2,
  exportedAt: '2025-01-02T00:00:00.000Z',
  organization: { name: 'Acme' },
  part: 1,
  tags: [{ id: 'tag_a', name: 'Tax', color: '#000000', description: null }],
  properties: [
    { id: 'prop_link', name: 'Related', type: 'document', unit: null, description: null, options: [] },
    {
      id: 'prop_a',
      name: 'Status',
      type: 'select',
      unit: null,
      description: null,
      options: [{ id: 'opt_a', name: 'Paid', color: '#000000' }],
    },
  ],
  taggingRules: [],
};

describe('remapIds', () => {
  it.each<[string, unknown, unknown]>([
    ['an id', 'tag_a', 'tag_here'],
    ['another string', 'tag_b', 'tag_b'],
    [
      'ids at any depth',
      { tagIds: ['tag_a', 'tag_b'], value: { optionId: 'opt_a' } },
      { tagIds: ['tag_here', 'tag_b'], value: { optionId: 'opt_here' } },
    ],
    ['numbers, booleans and null', [1, true, null], [1, true, null]],
  ])('%s', (_, value, expected) => {
    expect(remapIds(value, idMap)).toEqual(expected);
  });
});

describe('carriedWorkflow', () => {
  const workflow = (actions: Record<string, unknown>[]) => ({
    name: 'W',
    isEnabled: true,
    triggers: [{ type: 'tag_added', tagIds: ['tag_a'] }],
    conditions: { properties: [{ propertyId: 'prop_a', operator: 'equals', value: 'opt_a' }] },
    actions,
  });

  it.each<[string, Record<string, unknown>[], { isEnabled: boolean; actions: unknown[]; dropped: string[] }]>([
    [
      'ids mapped',
      [{ type: 'add_tags', tagIds: ['tag_a'] }],
      { isEnabled: true, actions: [{ type: 'add_tags', tagIds: ['tag_here'] }], dropped: [] },
    ],
    [
      'a webhook call left out, the workflow disabled',
      [{ type: 'call_webhook', webhookId: 'wh_a', body: '{}' }, { type: 'stop' }],
      { isEnabled: false, actions: [{ type: 'stop' }], dropped: ['its webhook call'] },
    ],
    [
      'members of an email left out',
      [{ type: 'send_email', userIds: ['usr_a'], roles: ['owner'] }],
      { isEnabled: true, actions: [{ type: 'send_email', userIds: [], roles: ['owner'] }], dropped: ['the members it emailed by name'] },
    ],
  ])('%s', (_, actions, expected) => {
    const { input, dropped } = carriedWorkflow(workflow(actions), idMap);
    expect({ isEnabled: input.isEnabled, actions: input.actions, dropped }).toEqual(expected);
    expect(input.triggers).toEqual([{ type: 'tag_added', tagIds: ['tag_here'] }]);
    expect(input.conditions).toEqual({ properties: [{ propertyId: 'prop_here', operator: 'equals', value: 'opt_here' }] });
  });
});

describe('refusalOf', () => {
  const entries = new Set(['letter.txt', 'versions/v1.txt', 'v2.txt']);
  it.each<[string, ExportedDocument, string | null]>([
    ['a file in the zip', documentOf(), null],
    ['a current version in the zip, an older one missing', documentOf({ versions: [version(1, null), version(2, 'v2.txt')] }), null],
    ['a file lost before the export', documentOf({ file: null }), 'its file was missing when it was exported: left out'],
    ['a file the zip lacks', documentOf({ file: 'gone.txt' }), 'the export lacks gone.txt: left out'],
    [
      'a current version the zip lacks',
      documentOf({ versions: [version(1, 'versions/v1.txt'), version(2, 'v3.txt')] }),
      'the export lacks v3.txt: left out',
    ],
  ])('%s', (_, document, message) => {
    expect(refusalOf(document, entries)?.message ?? null).toBe(message);
  });
});

describe('linksOf and the report', () => {
  it('takes the document properties’ values only', () => {
    expect(linksOf(documentOf({ propertyValues: { prop_link: 'doc_b', prop_a: 'opt_a' } }), head)).toEqual([
      { fromId: 'doc_a', propertyId: 'prop_link', toId: 'doc_b' },
    ]);
  });

  it('counts what comes', () => {
    const tally = emptyTally();
    tallyDocument(
      tally,
      documentOf({ deletedAt: '2025-01-03T00:00:00.000Z', archiveSerialNumber: 4, versions: [version(1, 'a'), version(2, 'b')] }),
      true,
    );
    tallyDocument(
      tally,
      documentOf({ content: '', processingStatus: 'pending', notes: [{ content: 'n', authorName: null, createdAt: '', updatedAt: '' }] }),
      true,
    );
    tallyDocument(tally, documentOf(), false);
    // Read to no text, or its reading failed: the import keeps that, so the report does not count it as to read.
    tallyDocument(tally, documentOf({ content: '', processingStatus: 'processed' }), true);
    tallyDocument(tally, documentOf({ content: '', processingStatus: 'failed' }), true);
    const report = archiveReport({ head, tally, conflicts: [], problems: [] });
    expect(report).toMatchObject({
      isImportable: true,
      exporterVersion: 'archive-export 2',
      documentsComing: 4,
      documentsLeftOut: 1,
      documentsToRead: 1,
    });
    expect(Object.fromEntries(report.counts.map(({ key, inExport, coming }) => [key, [inExport, coming]]))).toMatchObject({
      documents: [5, 4],
      trashed: [1, 1],
      versions: [1, 1],
      'serial-numbers': [1, 1],
      notes: [1, 1],
      tags: [1, 1],
      'custom-fields': [2, 2],
    });
  });
});
