import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/api-client';
import { ApiError } from '@/api/api-error';
import { importWorkspace, type WorkspaceImportSummary, type WorkspaceToImport } from './workspace-import';

type ImportedDocument = WorkspaceToImport['documents'][number];

const text = (value: string) => async () => new Blob([value]);

/** An ApiClient that records what the import asks and refuses as the server would: a duplicate file, a number taken. */
function recordingApi({ takenNumbers = [], knownFiles = [] }: { takenNumbers?: number[]; knownFiles?: string[] } = {}) {
  const calls: string[] = [];
  let documentsCount = 0;
  const api = {
    tags: { list: async () => ({ tags: [] }), create: async () => ({ tag: { id: 'tag_bills' } }) },
    taggingRules: { list: async () => ({ taggingRules: [] }) },
    versions: {
      upload: async (_organizationId: string, documentId: string, file: File, { label }: { label?: string } = {}) => {
        if (file.size === 0) throw new ApiError(409, 'document.version_unchanged', 'unchanged');
        calls.push(`version of ${documentId}: ${file.name} (${file.type}) ${await file.text()}, label ${label}`);
        return {};
      },
    },
    documents: {
      upload: async (_organizationId: string, file: File) => {
        if (knownFiles.includes(await file.text())) throw new ApiError(409, 'document.already_exists', 'exists', { documentId: 'doc_x' });
        const id = `doc_${++documentsCount}`;
        calls.push(`upload ${file.name} (${file.type}): ${await file.text()} → ${id}`);
        return { document: { id }, isRestored: false };
      },
      addTag: async (_organizationId: string, documentId: string, tagId: string) => void calls.push(`tag ${documentId} ${tagId}`),
      update: async (_organizationId: string, documentId: string, { archiveSerialNumber }: { archiveSerialNumber: number }) => {
        if (takenNumbers.includes(archiveSerialNumber)) throw new ApiError(409, 'document.asn_taken', 'taken', { documentId: 'doc_other' });
        calls.push(`number ${documentId} ${archiveSerialNumber}`);
        return {};
      },
    },
  };
  return { api: api as unknown as ApiClient, calls };
}

const workspace = (documents: WorkspaceToImport['documents']): WorkspaceToImport => ({
  tags: [{ key: 'bills', name: 'Bills', color: '#112233', description: null }],
  rules: [],
  documents,
});

const contract: ImportedDocument = {
  name: 'contract.pdf',
  mimeType: 'text/plain',
  tagKeys: ['bills'],
  file: text('first scan'),
  laterVersions: [
    { number: 2, label: null, name: 'scan-2.txt', mimeType: 'text/plain', file: text('second scan') },
    { number: 3, label: 'signed', name: 'signed.pdf', mimeType: 'application/pdf', file: text('signed copy') },
  ],
  archiveSerialNumber: 1234,
};

describe('importWorkspace', () => {
  it('uploads the oldest file as the document, then each later one as a new version, then its number', async () => {
    const { api, calls } = recordingApi();
    const summary = await importWorkspace(workspace([contract]), { api, organizationId: 'org_1', onProgress: () => undefined });
    expect(calls).toEqual([
      'upload contract.pdf (text/plain): first scan → doc_1',
      'tag doc_1 tag_bills',
      'version of doc_1: scan-2.txt (text/plain) second scan, label undefined',
      'version of doc_1: signed.pdf (application/pdf) signed copy, label signed',
      'number doc_1 1234',
    ]);
    expect(summary).toEqual({ imported: ['contract.pdf'], duplicates: [], numbersTaken: [], failed: [] });
  });

  it.each<[string, Parameters<typeof recordingApi>[0], ImportedDocument, WorkspaceImportSummary]>([
    [
      'a number another document has: imported without it, and counted',
      { takenNumbers: [1234] },
      contract,
      { imported: ['contract.pdf'], duplicates: [], numbersTaken: ['contract.pdf'], failed: [] },
    ],
    [
      'a file already here: skipped with its versions and number',
      { knownFiles: ['first scan'] },
      contract,
      { imported: [], duplicates: ['contract.pdf'], numbersTaken: [], failed: [] },
    ],
    [
      'a version whose file is lost, or refused: the document and its other versions still come',
      {},
      {
        ...contract,
        laterVersions: [
          { number: 2, label: null, name: 'lost.txt', mimeType: 'text/plain', file: async () => undefined as Blob | undefined },
          { number: 3, label: null, name: 'same.txt', mimeType: 'text/plain', file: text('') },
        ],
      },
      {
        imported: ['contract.pdf'],
        duplicates: [],
        numbersTaken: [],
        failed: [
          { name: 'contract.pdf', versionNumber: 2, error: new Error('The file is missing') },
          { name: 'contract.pdf', versionNumber: 3, error: expect.objectContaining({ code: 'document.version_unchanged' }) },
        ],
      },
    ],
    [
      'a document of one file and no number (an older export, the demo)',
      {},
      { name: 'note.txt', mimeType: 'text/plain', tagKeys: [], file: text('a note') },
      { imported: ['note.txt'], duplicates: [], numbersTaken: [], failed: [] },
    ],
  ])('%s', async (_case, refusals, document, expected) => {
    const { api } = recordingApi(refusals);
    expect(await importWorkspace(workspace([document]), { api, organizationId: 'org_1', onProgress: () => undefined })).toEqual(expected);
  });
});
