import { describe, expect, it } from 'vitest';
import { memoryRangeReader } from '../export-source';
import { zipExportSource } from '../zip-ranges';
import { dryRunPaperlessExport, unsafeEntryNameReason } from './paperless-dry-run';
import type { ExistingOrganization } from './paperless-plan';
import { brokenJson, brokenZip, memoryExportSource, paperlessExport, zipExport } from './paperless-export.fixtures';

const nothingHere: ExistingOrganization = { tagNames: [], archiveSerialNumbers: [], memberEmails: [] };

async function dryRun(files: ReturnType<typeof paperlessExport>, { zipped = false, existing = nothingHere } = {}) {
  const source = zipped ? await zipExportSource(memoryRangeReader(zipExport(files))) : memoryExportSource(files);
  return dryRunPaperlessExport(source, existing);
}

const codes = (report: Awaited<ReturnType<typeof dryRun>>) => report.problems.map((problem) => problem.code);
const count = (report: Awaited<ReturnType<typeof dryRun>>, kind: string) => report.counts.find((row) => row.kind === kind);

describe('dryRunPaperlessExport: layouts and versions', () => {
  it('reads a 3.x folder: SHA-256 checked, versions, the trash, select by option id, everything mapped', async () => {
    const report = await dryRun(paperlessExport({ version: '3.0.2' }));
    expect(report.isImportable).toBe(true);
    expect(report.layout).toMatchObject({
      exporterVersion: '3.0.2',
      majorVersion: 3,
      usesFolderPrefix: false,
      isSplitManifest: false,
      hasArchives: true,
      hasThumbnails: true,
    });
    expect(codes(report)).toEqual(['saved_view.untranslated']);
    const invoice = report.documents.find((document) => document.paperlessId === 1);
    expect(invoice).toMatchObject({
      name: 'Invoice March',
      originalName: 'scan-1.pdf',
      documentDate: '2024-03-01',
      addedAt: '2024-03-01T09:30:00.000Z',
      modifiedAt: '2024-03-01T12:00:00.000Z',
      archiveSerialNumber: 1,
      ownerName: 'alice',
      tagNames: ['Inbox', 'Finance / Tax'],
      needsReading: false,
      notesCount: 1,
      deletedAt: null,
      properties: {
        Amount: 12.5,
        Status: 'Paid',
        Due: '2024-04-01',
        Checked: true,
        Related: [3],
        Correspondent: 'Acme',
        'Document type': 'Invoice',
        'Storage path': '{correspondent}/{title}',
      },
    });
    expect(invoice?.original?.checksum?.algorithm).toBe('sha256');
    expect(invoice?.archive?.name).toBe('2024-03-01 Invoice March-archive.pdf');
    expect(invoice?.versions).toEqual([
      expect.objectContaining({ paperlessId: 4, label: 'Signed', name: '2024-03-01 Invoice March v4.pdf' }),
    ]);
    expect(report.documents.find((document) => document.paperlessId === 2)).toMatchObject({
      deletedAt: '2024-05-02T10:00:00.000Z',
      needsReading: true,
    });
    expect(report.documentsToRead).toBe(1);
    expect(count(report, 'documents')).toMatchObject({ inExport: 3, coming: 3 });
    expect(count(report, 'versions (3.0)')).toMatchObject({ inExport: 1, coming: 1 });
    expect(count(report, 'documents in the trash')).toMatchObject({ inExport: 1, coming: 1 });
    expect(count(report, 'archived PDF/A files')).toMatchObject({ inExport: 3, coming: 3 });
    expect(count(report, 'notes')).toMatchObject({ inExport: 2, coming: 2 });
    expect(report.plan?.tags).toEqual([
      { name: 'Inbox', color: '#a6cee3', isInbox: true, exists: false },
      { name: 'Finance', color: '#1f78b4', isInbox: false, exists: false },
      { name: 'Finance / Tax', color: '#33a02c', isInbox: false, exists: false },
    ]);
    expect(report.plan?.properties.map(({ name, type, unit, options }) => ({ name, type, unit, options }))).toEqual([
      { name: 'Correspondent', type: 'select', unit: null, options: ['Acme', 'City Hall'] },
      { name: 'Document type', type: 'select', unit: null, options: ['Invoice'] },
      { name: 'Storage path', type: 'text', unit: null, options: [] },
      { name: 'Amount', type: 'number', unit: 'EUR', options: [] },
      { name: 'Status', type: 'select', unit: null, options: ['Open', 'Paid'] },
      { name: 'Due', type: 'date', unit: null, options: [] },
      { name: 'Checked', type: 'boolean', unit: null, options: [] },
      { name: 'Related', type: 'document', unit: null, options: [] },
      { name: 'Pages', type: 'number', unit: null, options: [] },
    ]);
    expect(report.plan?.savedViews).toEqual([
      { name: 'Acme taxes', searchQuery: 'correspondent:"Acme"', tagNames: ['Finance / Tax'], tagMatch: 'all' },
    ]);
    expect(report.plan?.toReview).toEqual([
      { kind: 'matching rule', name: 'tag Finance', detail: 'any word: invoice bill' },
      { kind: 'matching rule', name: 'correspondent Acme', detail: 'exact: ACME Corp' },
      { kind: 'matching rule', name: 'correspondent City Hall', detail: 'automatic (learned)' },
      { kind: 'matching rule', name: 'document type Invoice', detail: 'regular expression: ^INV-\\d+' },
      { kind: 'workflow', name: 'Tag Acme', detail: 'comes disabled, to review' },
    ]);
    expect(report.plan?.notCarried.map((row) => row.kind).sort()).toEqual(
      ['auth.group', 'auth.permission', 'auth.user', 'documents.sharelink', 'paperless_mail.mailaccount'].sort(),
    );
    expect(report.plan?.owners).toEqual(['alice']);
  });

  it('reads the same 3.x export zipped, by ranges', async () => {
    const report = await dryRun(paperlessExport({ version: '3.0.2' }), { zipped: true });
    expect(codes(report)).toEqual(['saved_view.untranslated']);
    expect(report.documents).toHaveLength(3);
    expect(report.documents[0]?.versions).toHaveLength(1);
  });

  it('reads a 2.x zip: MD5 checked, date-times, select by index', async () => {
    const report = await dryRun(paperlessExport({ version: '2.13.5' }), { zipped: true });
    expect(codes(report)).toEqual(['saved_view.untranslated']);
    expect(report.layout).toMatchObject({ exporterVersion: '2.13.5', majorVersion: 2 });
    const invoice = report.documents.find((document) => document.paperlessId === 1);
    expect(invoice?.original?.checksum?.algorithm).toBe('md5');
    expect(invoice).toMatchObject({ documentDate: '2024-03-01', versions: [], properties: { Status: 'Paid', Amount: 12.5 } });
  });

  it('reads -p (folders by kind) and -sm (one manifest per document)', async () => {
    const prefixed = await dryRun(paperlessExport({ version: '2.17.1', folderPrefix: true }));
    expect(codes(prefixed)).toEqual(['saved_view.untranslated']);
    expect(prefixed.layout).toMatchObject({ usesFolderPrefix: true, isSplitManifest: false });
    expect(prefixed.documents[0]?.original?.name).toMatch(/^originals\//);
    const split = await dryRun(paperlessExport({ version: '2.17.1', folderPrefix: true, splitManifest: true }));
    expect(codes(split)).toEqual(['saved_view.untranslated']);
    expect(split.layout).toMatchObject({ usesFolderPrefix: true, isSplitManifest: true });
    const byId = (documents: typeof split.documents) => [...documents].sort((a, b) => a.paperlessId - b.paperlessId);
    expect(byId(split.documents)).toEqual(byId(prefixed.documents));
    expect(split.plan?.tags).toEqual(prefixed.plan?.tags);
  });

  it('reads a 1.x export without thumbnails or archives (-nt -na, version.json)', async () => {
    const report = await dryRun(paperlessExport({ version: '1.17.4', thumbnails: false, archives: false }));
    expect(codes(report)).toEqual(['saved_view.untranslated']);
    expect(report.layout).toMatchObject({ exporterVersion: '1.17.4', majorVersion: 1, hasArchives: false, hasThumbnails: false });
    expect(report.documents.every((document) => document.archive === null)).toBe(true);
    expect(count(report, 'documents in the trash')).toMatchObject({ inExport: 0 });
  });

  it('finds the export in a folder of the zip, and reports conflicts with the organization', async () => {
    const files = Object.fromEntries(
      Object.entries(paperlessExport({ version: '3.0.2' })).map(([name, bytes]) => [`export/${name}`, bytes]),
    );
    const report = await dryRun(files, {
      existing: { tagNames: ['finance / tax'], archiveSerialNumbers: [2], memberEmails: ['alice@example.com'] },
    });
    expect(report.layout?.root).toBe('export/');
    expect(report.plan?.conflicts).toEqual([
      { kind: 'tag name exists', subject: 'Finance / Tax', resolution: 'its documents get the existing tag' },
      {
        kind: 'serial number in use',
        subject: 'document 2 (Permit)',
        resolution: 'number 2 is taken here: the document comes without one',
      },
    ]);
    expect(report.documents.find((document) => document.paperlessId === 2)?.archiveSerialNumber).toBeNull();
    expect(report.plan?.noteAuthors).toEqual({ matched: 1, named: 1 });
  });
});

describe('dryRunPaperlessExport: bad input is a line of the report', () => {
  it('a zip with every fault: each reported, the rest still comes', async () => {
    const report = await dryRunPaperlessExport(await zipExportSource(memoryRangeReader(brokenZip())), nothingHere);
    const lines = report.problems.map((problem) => `${problem.code} ${problem.subject}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'entry.unsafe_name ../escape.pdf',
        'entry.unsafe_name /etc/absolute.pdf',
        'entry.refused bomb.pdf',
        'file.not_in_manifest stray.pdf',
        'model.unknown documents.futuremodel',
        'field.unknown documents.document.colour_scheme',
        'serial_number.duplicate document 3 (Letter)',
        'checksum.mismatch document 2 (Permit)',
        'document.left_out document 2 (Permit)',
        'file.missing document 5 (Letter)',
        'file.refused document 6 (Letter)',
        'file.unreadable document 7 (Letter)',
      ]),
    );
    expect(report.problems.find((problem) => problem.subject === 'bomb.pdf')?.message).toMatch(/expands more than 200 times/);
    expect(report.problems.find((problem) => problem.code === 'file.unreadable')?.message).toMatch(/more than the 1000 bytes it declares/);
    expect(report.isImportable).toBe(true);
    expect(report.documents.map((document) => document.paperlessId).sort()).toEqual([1, 3]);
    expect(report.documents.find((document) => document.paperlessId === 3)?.archiveSerialNumber).toBeNull();
    expect(report.documentsLeftOut).toBe(4);
  });

  it('a manifest whose JSON breaks halfway: the export is refused, with what was read before', async () => {
    const report = await dryRunPaperlessExport(memoryExportSource(brokenJson()), nothingHere);
    expect(report.isImportable).toBe(false);
    const problem = report.problems.find((line) => line.code === 'manifest.invalid');
    expect(problem?.message).toMatch(/invalid JSON within bytes \d+–\d+: .* after \d+ record\(s\): the export cannot be imported/);
    expect(Number(/after (\d+) record/.exec(problem?.message ?? '')?.[1])).toBeGreaterThan(10);
    expect(report.problems.map((line) => line.code)).toEqual(['manifest.invalid']);
  });

  it('no manifest, or not a zip at all: refused with the reason', async () => {
    const noManifest = await dryRunPaperlessExport(memoryExportSource({ 'a.pdf': new Uint8Array(3) }), nothingHere);
    expect(noManifest).toMatchObject({ isImportable: false, problems: [{ code: 'manifest.missing' }] });
    const notZip = await zipExportSource(memoryRangeReader(new TextEncoder().encode('just text, no zip'))).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(notZip).toMatch(/not a zip archive/);
  });

  it.each([
    ['originals/a.pdf', null],
    ['a..b.pdf', null],
    ['../a.pdf', 'its name climbs out of the export with ../'],
    ['x/../../a.pdf', 'its name climbs out of the export with ../'],
    ['/etc/passwd', 'its name is an absolute path'],
    ['C:/Windows/a.pdf', 'its name is an absolute path'],
    ['a\\..\\b.pdf', 'its name has a backslash'],
  ])('entry name %s', (name, expected) => {
    expect(unsafeEntryNameReason(name)).toBe(expected);
  });
});
