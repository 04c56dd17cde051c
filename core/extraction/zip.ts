import { Inflate } from 'fflate';
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

export type ZipEntry = {
  name: string;
  method: number;
  isEncrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

/**
 * Compressed bytes fed to the inflater per step. Deflate expands at most ~1032:1, so one step
 * yields at most ~8.5 MB before the counter can react.
 */
const INFLATE_INPUT_CHUNK = 8 * 1024;

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_EOCD_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;

const corrupt = (detail: string, cause?: unknown) =>
  new ExtractionError('extraction.corrupt_file', `The file is damaged or not a valid archive (${detail})`, { cause });
const zipBomb = () =>
  new ExtractionError('extraction.zip_bomb', 'The archive expands to far more data than it holds (a zip bomb?): it was not opened');

/** Reads the central directory. Throws before anything is inflated if the archive is implausible. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const { count, offset } = findCentralDirectory(view);
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
      if (view.getUint32(position, true) !== CENTRAL_HEADER_SIGNATURE) throw corrupt('bad central directory');
      const nameLength = view.getUint16(position + 28, true);
      const extraLength = view.getUint16(position + 30, true);
      const commentLength = view.getUint16(position + 32, true);
      const nameStart = position + 46;
      if (nameStart + nameLength + extraLength > bytes.length) throw corrupt('truncated central directory');
      const entry: ZipEntry = {
        // Office writers use ASCII names; lenient UTF-8 covers the rest well enough to match on.
        name: new TextDecoder().decode(bytes.subarray(nameStart, nameStart + nameLength)),
        method: view.getUint16(position + 10, true),
        isEncrypted: (view.getUint16(position + 8, true) & 1) === 1,
        compressedSize: view.getUint32(position + 20, true),
        uncompressedSize: view.getUint32(position + 24, true),
        localHeaderOffset: view.getUint32(position + 42, true),
      };
      readZip64Sizes(view, entry, nameStart + nameLength, extraLength);
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > MAX_ZIP_DECLARED_BYTES) throw zipBomb();
      entries.push(entry);
      position = nameStart + nameLength + extraLength + commentLength;
    }
    return entries;
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // DataView throws RangeError when a field points outside the file.
    throw corrupt('truncated', error);
  }
}

function findCentralDirectory(view: DataView): { count: number; offset: number } {
  // The end record is 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let position = view.byteLength - 22; position >= lowest; position--) {
    if (view.getUint32(position, true) !== EOCD_SIGNATURE) continue;
    let count = view.getUint16(position + 10, true);
    let offset = view.getUint32(position + 16, true);
    const locator = position - 20;
    if ((count === 0xffff || offset === 0xffffffff) && locator >= 0 && view.getUint32(locator, true) === ZIP64_EOCD_LOCATOR_SIGNATURE) {
      const record = readUint64(view, locator + 8);
      if (view.getUint32(record, true) !== ZIP64_EOCD_SIGNATURE) throw corrupt('bad zip64 end record');
      count = readUint64(view, record + 32);
      offset = readUint64(view, record + 48);
    }
    return { count, offset };
  }
  throw corrupt('no end of central directory');
}

/** Sizes and offsets of 0xffffffff live in the zip64 extra field (id 1), in this order. */
function readZip64Sizes(view: DataView, entry: ZipEntry, extraStart: number, extraLength: number) {
  const isZip64 = entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff;
  if (!isZip64) return;
  for (let position = extraStart; position + 4 <= extraStart + extraLength; ) {
    const id = view.getUint16(position, true);
    const size = view.getUint16(position + 2, true);
    if (id === 1) {
      let field = position + 4;
      const next = () => {
        const value = readUint64(view, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    position += 4 + size;
  }
  throw corrupt('missing zip64 sizes');
}

function readUint64(view: DataView, position: number): number {
  const value = view.getUint32(position, true) + view.getUint32(position + 4, true) * 2 ** 32;
  // Beyond 2^53 is not a real file; refuse rather than compute with rounded numbers.
  if (!Number.isSafeInteger(value)) throw corrupt('impossible size');
  return value;
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
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER_SIGNATURE)
    throw corrupt(`bad local header for ${entry.name}`);
  // The local header's own name and extra lengths can differ from the central directory's.
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt(`truncated entry ${entry.name}`);
  return bytes.subarray(start, end);
}
