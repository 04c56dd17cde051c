import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ExportedDocument, ExportManifest } from '../../../../core/documents/archive-export';
import { NotAnExportError, readExport } from './read-export';

const exportedDocument = (document: Partial<ExportedDocument> & Pick<ExportedDocument, 'name' | 'file'>): ExportedDocument => ({
  id: `doc_${document.name}`,
  originalName: document.name,
  mimeType: 'text/plain',
  size: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  deletedAt: null,
  tags: [],
  content: '',
  activity: [],
  ...document,
});

const version = (number: number, file: string | null, mimeType = 'text/plain') => ({
  number,
  label: number === 1 ? null : `v${number}`,
  source: 'upload',
  file,
  originalName: `scan-${number}.${mimeType === 'application/pdf' ? 'pdf' : 'txt'}`,
  mimeType,
  size: 1,
  sha256: `sha-${number}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  createdByName: 'Ada',
});

function exportPart(documents: ExportedDocument[], files: Record<string, string>) {
  const manifest: ExportManifest = {
    format: 'archive-export',
    version: 1,
    exportedAt: '2026-11-29T10:00:00.000Z',
    organization: { name: 'Archive' },
    part: 1,
    tags: [{ name: 'Bills', color: '#112233', description: null }],
    taggingRules: [],
    documents,
  };
  const entries = Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]));
  const zip = zipSync({ ...entries, 'metadata.json': strToU8(JSON.stringify(manifest)) });
  return new File([zip as Uint8Array<ArrayBuffer>], 'export-part-1.zip', { type: 'application/zip' });
}

const textOf = async (file: () => Promise<Blob | undefined>) => (await file())?.text();

describe('readExport', () => {
  it('reads each document’s versions, the oldest file first, and its archive serial number', async () => {
    const workspace = await readExport([
      exportPart(
        [
          exportedDocument({
            name: 'Contract',
            file: 'originals/contract.pdf',
            mimeType: 'application/pdf',
            tags: ['Bills'],
            archiveSerialNumber: 1234,
            // The second version's file was lost from storage before the export: the third follows the first.
            versions: [version(1, 'versions/1.txt'), version(2, null), version(3, 'originals/contract.pdf', 'application/pdf')],
          }),
        ],
        { 'versions/1.txt': 'first scan', 'originals/contract.pdf': 'signed copy' },
      ),
    ]);

    const [contract] = workspace.documents;
    expect(contract).toMatchObject({ name: 'Contract', mimeType: 'text/plain', tagKeys: ['bills'], archiveSerialNumber: 1234 });
    expect(await textOf(contract!.file)).toBe('first scan');
    expect(contract!.laterVersions).toEqual([
      { number: 3, label: 'v3', name: 'scan-3.pdf', mimeType: 'application/pdf', file: expect.any(Function) },
    ]);
    expect(await textOf(contract!.laterVersions![0]!.file)).toBe('signed copy');
  });

  it.each<[string, Partial<ExportedDocument>, string, number | null]>([
    ['an export made before versions and numbers', {}, 'old file', null],
    [
      'a document of one version without a number',
      { versions: [version(1, 'originals/a.txt')], archiveSerialNumber: null },
      'old file',
      null,
    ],
    ['a document whose versions were all lost', { versions: [version(1, null)], archiveSerialNumber: 7 }, 'old file', 7],
  ])('imports %s as one file', async (_case, fields, text, archiveSerialNumber) => {
    const workspace = await readExport([
      exportPart([exportedDocument({ name: 'a.txt', file: 'originals/a.txt', ...fields })], { 'originals/a.txt': text }),
    ]);
    const [document] = workspace.documents;
    expect(document).toMatchObject({ name: 'a.txt', laterVersions: [], archiveSerialNumber });
    expect(await textOf(document!.file)).toBe(text);
  });

  it('leaves the trash out, counting it, and refuses a zip that is no export', async () => {
    const workspace = await readExport([
      exportPart([exportedDocument({ name: 'old.txt', file: 'originals/old.txt', deletedAt: '2026-11-02T10:00:00.000Z' })], {
        'originals/old.txt': 'old',
      }),
    ]);
    expect(workspace).toMatchObject({ documents: [], trashedCount: 1 });
    const notAnExport = new File([zipSync({ 'readme.txt': strToU8('hello') }) as Uint8Array<ArrayBuffer>], 'photos.zip');
    await expect(readExport([notAnExport])).rejects.toBeInstanceOf(NotAnExportError);
  });
});
