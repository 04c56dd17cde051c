import type { ApiClient } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import type { DocumentsImport } from '@/api/types';
import { bytesOf, partRange, partsToSend } from './import-parts';

/** Waits before each new attempt at a part: a dropped connection or a busy server often answers the next one. */
export const PART_RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

const wait = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** A network failure, a timeout, a rate limit or a server error may pass; a refusal (a missing import, a bad part) will not. */
const isWorthRetrying = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);

type UploadImportOptions = {
  api: Pick<ApiClient, 'imports'>;
  organizationId: string;
  /** The import as the server last answered it: its uploadedParts are not sent again. */
  upload: DocumentsImport;
  file: Blob;
  onProgress: (sentBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
  /** How long to wait before the next attempt (the tests wait for nothing). */
  pause?: (milliseconds: number) => Promise<void>;
};

/**
 * Sends the parts the server lacks, in order, each tried again after the delays above, then says the
 * upload is complete: the answer is the import being read (status analyzing).
 */
export async function uploadImport({ api, organizationId, upload, file, onProgress, signal, pause = wait }: UploadImportOptions) {
  let sentBytes = bytesOf(upload, upload.uploadedParts);
  onProgress(sentBytes, upload.size);
  for (const partNumber of partsToSend(upload)) {
    const { start, end } = partRange(upload, partNumber);
    const bytes = file.slice(start, end, 'application/octet-stream');
    const sendPart = () =>
      api.imports.uploadPart(organizationId, upload.id, partNumber, bytes, {
        signal,
        onProgress: (partBytes) => onProgress(sentBytes + Math.min(partBytes, end - start), upload.size),
      });
    for (let attempt = 0; ; attempt += 1) {
      try {
        await sendPart();
        break;
      } catch (error) {
        if (attempt >= PART_RETRY_DELAYS_MS.length || !isWorthRetrying(error) || signal?.aborted) throw error;
        await pause(PART_RETRY_DELAYS_MS[attempt]!);
      }
    }
    sentBytes += end - start;
    onProgress(sentBytes, upload.size);
  }
  return (await api.imports.completeUpload(organizationId, upload.id)).import;
}
