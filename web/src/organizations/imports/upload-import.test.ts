import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/api-client';
import { ApiError } from '@/api/api-error';
import type { DocumentsImport } from '@/api/types';
import { PART_RETRY_DELAYS_MS, uploadImport } from './upload-import';

const upload = (uploadedParts: number[]): DocumentsImport => ({
  id: 'imp_1',
  source: 'paperless',
  fileName: 'export.zip',
  size: 10,
  status: 'uploading',
  partSize: 4,
  partsCount: 3,
  uploadedParts,
  jobId: null,
  keepArchives: true,
  documentsImported: 0,
  documentsSkipped: 0,
  error: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

/** An API whose part uploads fail with the given errors, in turn, before they succeed; it records what it was sent. */
function fakeApi(failures: Error[]) {
  const sent: { partNumber: number; text: Promise<string>; type: string }[] = [];
  const pauses: number[] = [];
  let isCompleted = false;
  const imports = {
    uploadPart: async (_organizationId: string, _importId: string, partNumber: number, bytes: Blob) => {
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push({ partNumber, text: bytes.text(), type: bytes.type });
      return { import: upload([]) };
    },
    completeUpload: async () => {
      isCompleted = true;
      return { import: { ...upload([1, 2, 3]), status: 'analyzing' as const } };
    },
  } as unknown as ApiClient['imports'];
  const run = (uploadedParts: number[]) =>
    uploadImport({
      api: { imports },
      organizationId: 'org_1',
      upload: upload(uploadedParts),
      file: new Blob(['abcdefghij']),
      onProgress: () => {},
      pause: async (milliseconds) => {
        pauses.push(milliseconds);
      },
    });
  return { run, sent, pauses, isCompleted: () => isCompleted };
}

const unreachable = () => new ApiError(0, 'network.unreachable', 'The server could not be reached.');

describe('uploadImport', () => {
  it.each([
    { uploadedParts: [], parts: [1, 2, 3], texts: ['abcd', 'efgh', 'ij'] },
    { uploadedParts: [1], parts: [2, 3], texts: ['efgh', 'ij'] },
    { uploadedParts: [2], parts: [1, 3], texts: ['abcd', 'ij'] },
    { uploadedParts: [1, 2, 3], parts: [], texts: [] },
  ])('with parts $uploadedParts received, sends $parts as raw bytes and completes', async ({ uploadedParts, parts, texts }) => {
    const api = fakeApi([]);
    const answer = await api.run(uploadedParts);
    expect(api.sent.map(({ partNumber }) => partNumber)).toEqual(parts);
    expect(await Promise.all(api.sent.map(({ text }) => text))).toEqual(texts);
    expect(api.sent.every(({ type }) => type === 'application/octet-stream')).toBe(true);
    expect(api.isCompleted()).toBe(true);
    expect(answer.status).toBe('analyzing');
  });

  it.each([
    { failures: [unreachable()], pauses: [1_000] },
    { failures: [new ApiError(503, 'server.unavailable', 'Busy'), new ApiError(429, 'too_many', 'Slow down')], pauses: [1_000, 3_000] },
    { failures: [unreachable(), unreachable(), unreachable()], pauses: PART_RETRY_DELAYS_MS },
  ])('tries a part again after $pauses ms when it fails with $failures.length passing error(s)', async ({ failures, pauses }) => {
    const api = fakeApi(failures);
    await api.run([]);
    expect(api.pauses).toEqual(pauses);
    expect(api.sent.map(({ partNumber }) => partNumber)).toEqual([1, 2, 3]);
    expect(api.isCompleted()).toBe(true);
  });

  it.each([
    { case: 'a fourth failure', failures: [unreachable(), unreachable(), unreachable(), unreachable()], pauses: PART_RETRY_DELAYS_MS },
    { case: 'a refusal', failures: [new ApiError(409, 'import.not_uploading', 'Not uploading')], pauses: [] },
    { case: 'a cancel', failures: [new DOMException('Upload cancelled', 'AbortError')], pauses: [] },
  ])('stops at $case, without completing', async ({ failures, pauses }) => {
    const api = fakeApi([...failures]);
    await expect(api.run([])).rejects.toBe(failures.at(-1));
    expect(api.pauses).toEqual(pauses);
    expect(api.isCompleted()).toBe(false);
  });
});
