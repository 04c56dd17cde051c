import type { DocumentsImport } from '@/api/types';

type PartsLayout = Pick<DocumentsImport, 'size' | 'partSize' | 'partsCount'>;

/** Bytes [start, end) of part n (from 1): every part but the last is partSize bytes long. */
export function partRange({ size, partSize }: Pick<PartsLayout, 'size' | 'partSize'>, partNumber: number): { start: number; end: number } {
  const start = (partNumber - 1) * partSize;
  return { start, end: Math.min(partNumber * partSize, size) };
}

/** The parts the server has not received yet, in order: all of them at first, the rest when an upload resumes. */
export function partsToSend({ partsCount, uploadedParts }: Pick<DocumentsImport, 'partsCount' | 'uploadedParts'>): number[] {
  const received = new Set(uploadedParts);
  return Array.from({ length: partsCount }, (_, index) => index + 1).filter((partNumber) => !received.has(partNumber));
}

/** Bytes the server holds of the given parts (the last part is the short one). */
export function bytesOf(layout: Pick<PartsLayout, 'size' | 'partSize'>, partNumbers: readonly number[]): number {
  return partNumbers.reduce((total, partNumber) => {
    const { start, end } = partRange(layout, partNumber);
    return total + end - start;
  }, 0);
}

/**
 * Whether a file chosen to resume an upload is the one it began with. The browser gives no path and
 * no checksum cheaply: the name and the size are what the server recorded (a different file of the
 * same name and size would fail the export's checksums when it is read).
 */
export const isSameFile = (upload: Pick<DocumentsImport, 'fileName' | 'size'>, file: Pick<File, 'name' | 'size'>) =>
  upload.fileName === file.name && upload.size === file.size;
