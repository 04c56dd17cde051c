import { Inflate } from 'fflate';
import {
  localDataOffset,
  readCentralEntry,
  readEndRecord,
  readZip64EndRecord,
  ZIP_END_SEARCH_BYTES,
  ZIP_LOCAL_HEADER_BYTES,
  ZIP64_END_RECORD_BYTES,
  type ZipEntry,
  ZipFormatError,
} from '../files/zip-directory';
import { ExtractionError } from './errors';
import { MAX_ZIP_DECLARED_BYTES, MAX_ZIP_ENTRIES, MAX_ZIP_INFLATED_BYTES } from './limits';

/**
 * Just enough ZIP reading for office documents, written to be safe against zip bombs:
 * - the central directory is read first, so the entry count and declared sizes are checked before
 *   a single byte is inflated;
 * - only the entries asked for are inflated, one at a time;
 * - inflation is streamed in small input chunks with a running output counter, so an entry whose
 *   header lies about its size is stopped a few megabytes past its declared size, never expanded.
 * fflate's unzipSync trusts the declared sizes and inflates whole entries at once, hence this file.
 */

/**
 * Compressed bytes fed to the inflater per step. Deflate expands at most ~1032:1, so one step
 * yields at most ~8.5 MB before the counter can react.
 */
const INFLATE_INPUT_CHUNK = 8 * 1024;

const corrupt = (detail: string, cause?: unknown) =>
  new ExtractionError('extraction.corrupt_file', `The file is damaged or not a valid archive (${detail})`, { cause });
const zipBomb = () =>
  new ExtractionError('extraction.zip_bomb', 'The archive expands to far more data than it holds (a zip bomb?): it was not opened');

/** Reads the central directory. Throws before anything is inflated if the archive is implausible. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const tailStart = Math.max(0, bytes.length - ZIP_END_SEARCH_BYTES);
    const end = readEndRecord(new DataView(bytes.buffer, bytes.byteOffset + tailStart, bytes.length - tailStart));
    const { count, offset } =
      'directory' in end
        ? end.directory
        : readZip64EndRecord(new DataView(bytes.buffer, bytes.byteOffset + end.zip64EndRecordOffset, ZIP64_END_RECORD_BYTES));
    if (count > MAX_ZIP_ENTRIES) {
      throw new ExtractionError(
        'extraction.too_many_entries',
        `The archive has ${count} entries, more than the ${MAX_ZIP_ENTRIES} we open`,
      );
    }
    const entries: ZipEntry[] = [];
    let declaredTotal = 0;
    let position = offset;
    for (let index = 0; index < count; index++) {
      const { entry, next } = readCentralEntry(view, position);
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > MAX_ZIP_DECLARED_BYTES) throw zipBomb();
      entries.push(entry);
      position = next;
    }
    return entries;
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    if (error instanceof ZipFormatError) throw corrupt(error.message, error);
    // DataView throws RangeError when a field points outside the file.
    throw corrupt('truncated', error);
  }
}

/**
 * Refuses up front when the entries we mean to inflate declare more than the budget, so an honest
 * (or honestly huge) archive fails fast without work.
 */
export function checkDeclaredSizes(entries: readonly ZipEntry[], budget = MAX_ZIP_INFLATED_BYTES): void {
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > budget) throw zipBomb();
}

/** Bytes of a stored (uncompressed) entry handed on at a time, so its text also arrives in pieces. */
const STORED_CHUNK = 64 * 1024;

/**
 * Streams entries as UTF-8 text, one at a time, all drawing on one output budget. Each entry is
 * also held to its own declared size: an honest archive never exceeds it, a bomb is stopped there.
 * `onText` receives the text piece by piece (pieces may split tags) and returns false to stop
 * early, e.g. once enough text is collected: the rest of the entry is then never inflated.
 */
export function createZipTextReader(bytes: Uint8Array, budget = MAX_ZIP_INFLATED_BYTES) {
  let remaining = budget;
  return function readText(entry: ZipEntry, onText: (text: string) => boolean): void {
    if (entry.isEncrypted) throw new ExtractionError('extraction.encrypted', 'The document is password-protected');
    if (entry.method !== 0 && entry.method !== 8) {
      throw new ExtractionError('extraction.unsupported', `The archive uses a compression method we cannot read (${entry.method})`);
    }
    const data = entryData(bytes, entry);
    const decoder = new TextDecoder(); // lenient: invalid bytes become U+FFFD
    let produced = 0;
    let isStopped = false;
    const take = (chunk: Uint8Array) => {
      if (isStopped) return;
      produced += chunk.length;
      remaining -= chunk.length;
      if (produced > entry.uncompressedSize || remaining < 0) throw zipBomb();
      isStopped = !onText(decoder.decode(chunk, { stream: true }));
    };

    if (entry.method === 0) {
      for (let offset = 0; offset < data.length && !isStopped; offset += STORED_CHUNK) take(data.subarray(offset, offset + STORED_CHUNK));
    } else {
      const inflater = new Inflate((chunk) => take(chunk));
      try {
        let offset = 0;
        do {
          const end = Math.min(offset + INFLATE_INPUT_CHUNK, data.length);
          inflater.push(data.subarray(offset, end), end === data.length);
          offset = end;
        } while (offset < data.length && !isStopped);
      } catch (error) {
        // fflate marks its errors with a numeric code; anything else came from onText.
        const isFlateError = error instanceof Error && typeof (error as { code?: unknown }).code === 'number';
        throw isFlateError ? corrupt(`bad compressed data in ${entry.name}`, error) : error;
      }
    }
    if (!isStopped) onText(decoder.decode());
  };
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const header = entry.localHeaderOffset;
  if (header + ZIP_LOCAL_HEADER_BYTES > bytes.length) throw corrupt(`bad local header for ${entry.name}`);
  let start: number;
  try {
    start = localDataOffset(new DataView(bytes.buffer, bytes.byteOffset + header, ZIP_LOCAL_HEADER_BYTES), header);
  } catch (error) {
    throw corrupt(`bad local header for ${entry.name}`, error);
  }
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt(`truncated entry ${entry.name}`);
  return bytes.subarray(start, end);
}
