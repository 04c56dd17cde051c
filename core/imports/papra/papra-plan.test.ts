import { describe, expect, it } from 'vitest';
import type { PapraDocument, PapraTag } from './papra-api';
import { formatPapraReport, type PapraOrganizationRead, planPapraImport } from './papra-plan';

const tag = (name: string, color = '#ff7a7f'): PapraTag => ({ id: `tag_${name}`, name, color, description: null });
const document = (id: string, fields: Partial<PapraDocument> = {}): PapraDocument => ({
  id,
  name: `${id}.pdf`,
  originalName: `${id}-original.pdf`,
  mimeType: 'application/pdf',
  content: 'some text',
  createdAt: '2025-01-01T00:00:00.000Z',
  tags: [],
  ...fields,
});
const organization = (id: string, read: Partial<PapraOrganizationRead> = {}): PapraOrganizationRead => ({
  organization: { id, name: id },
  tags: [],
  documents: [],
  deletedDocuments: [],
  ...read,
});

describe('planPapraImport: tags', () => {
  it.each([
    {
      case: 'a tag this organization lacks is made with its colour',
      read: [organization('org_a', { tags: [tag('Bills', '#7AD7FF')] })],
      existing: [],
      make: [['Bills', '#7AD7FF']],
      matched: [],
    },
    {
      case: 'a name that exists, in any case, is matched',
      read: [organization('org_a', { tags: [tag('Bills')] })],
      existing: ['BILLS'],
      make: [],
      matched: ['Bills'],
    },
    {
      case: 'a name in two organizations is made once, with the first colour',
      read: [organization('org_a', { tags: [tag('Bills', '#111111')] }), organization('org_b', { tags: [tag('bills', '#222222')] })],
      existing: [],
      make: [['Bills', '#111111']],
      matched: [],
    },
    {
      case: 'a tag met only on a document is made too',
      read: [organization('org_a', { deletedDocuments: [document('doc_1', { tags: [tag('Old')] })] })],
      existing: [],
      make: [['Old', '#ff7a7f']],
      matched: [],
    },
    {
      case: 'a colour that is not hex becomes the default one',
      read: [organization('org_a', { tags: [tag('Odd', 'red')] })],
      existing: [],
      make: [['Odd', '#d8ff75']],
      matched: [],
    },
  ])('$case', ({ read, existing, make, matched }) => {
    const plan = planPapraImport(read, existing);
    expect(plan.tagsToMake.map((made) => [made.name, made.color])).toEqual(make);
    expect(plan.tagsMatched).toEqual(matched);
  });

  it('says a colour it replaced', () => {
    const plan = planPapraImport([organization('org_a', { tags: [tag('Odd', 'red')] })], []);
    expect(plan.notCarried).toContainEqual({ subject: 'colour of tag Odd', reason: 'red is not a hex colour: #d8ff75 instead' });
  });
});

describe('planPapraImport: documents', () => {
  it.each([
    { case: 'text kept as it is', fields: { content: ' Invoice\n' }, expected: { content: ' Invoice\n' } },
    { case: 'empty text: none, this app reads the file', fields: { content: '  ' }, expected: { content: null } },
    { case: 'no text field', fields: { content: undefined }, expected: { content: null } },
    { case: 'a day as document date', fields: { documentDate: '2025-03-12' }, expected: { documentDate: '2025-03-12' } },
    {
      case: 'a date-time as document date: its day',
      fields: { documentDate: '2025-03-12T00:00:00.000Z' },
      expected: { documentDate: '2025-03-12' },
    },
    { case: 'no document date (Papra 0.9.1)', fields: {}, expected: { documentDate: null } },
    { case: 'an unreadable document date: none', fields: { documentDate: 'March' }, expected: { documentDate: null } },
    { case: 'no original name: the name', fields: { originalName: '' }, expected: { originalName: 'doc_1.pdf' } },
    { case: 'its tags by name', fields: { tags: [tag('A'), tag('B')] }, expected: { tagNames: ['A', 'B'] } },
  ])('$case', ({ fields, expected }) => {
    const [planned] = planPapraImport([organization('org_a', { documents: [document('doc_1', fields)] })], []).documents;
    expect(planned).toMatchObject({ organizationId: 'org_a', papraId: 'doc_1', isDeleted: false, ...expected });
  });

  it('the trashed ones come after the others, marked for the trash; counts per organization', () => {
    const plan = planPapraImport(
      [organization('org_a', { documents: [document('doc_1'), document('doc_2')], deletedDocuments: [document('doc_3')] })],
      [],
    );
    expect(plan.documents.map((planned) => [planned.papraId, planned.isDeleted])).toEqual([
      ['doc_1', false],
      ['doc_2', false],
      ['doc_3', true],
    ]);
    expect(plan.organizations).toEqual([{ id: 'org_a', name: 'org_a', documentsCount: 2, deletedDocumentsCount: 1 }]);
  });
});

describe('formatPapraReport', () => {
  it('says what comes and what does not, custom properties among the latter', () => {
    const text = formatPapraReport(
      planPapraImport(
        [organization('org_a', { tags: [tag('Bills')], documents: [document('doc_1', { documentDate: '2025-01-02' })] })],
        [],
      ),
    );
    expect(text).toContain('organization org_a (org_a): 1 document(s), 0 in the trash');
    expect(text).toMatch(/tags to make\s+1, with their colours: Bills/);
    expect(text).toMatch(/with a date\s+1/);
    expect(text).toContain('custom properties: their API in newer Papra versions is not the one this app keeps (0.9.1): it is not read');
  });
});
