/**
 * The records of a ZIP's central directory, read from byte views, so that both a zip held in memory
 * (office documents, core/extraction/zip.ts) and one read by ranges (an export in R2 or on disk,
 * core/imports/zip-ranges.ts) parse them the same way. Every function throws ZipFormatError when a
 * record is missing or points outside what it was given; the callers turn it into their own error.
 */

export type ZipEntry = {
  name: string;
  method: number;
  isEncrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

export class ZipFormatError extends Error {}

/** The end record is 22 bytes plus a comment of up to 65,535 bytes, at the very end of the file. */
export const ZIP_END_SEARCH_BYTES = 22 + 0xffff;
/** The fixed part of a zip64 end record, enough to read its count and offset. */
export const ZIP64_END_RECORD_BYTES = 56;
/** The fixed part of a local header; its name and extra field follow. */
export const ZIP_LOCAL_HEADER_BYTES = 30;

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_EOCD_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;

export type CentralDirectoryLocation = { count: number; offset: number; size: number };

/**
 * Finds the end record in the file's last bytes (`tail`).
 * Returns where the central directory is, or, for a zip64 archive, where its zip64 end record is
 * (read it with readZip64EndRecord).
 */
export function readEndRecord(tail: DataView): { directory: CentralDirectoryLocation } | { zip64EndRecordOffset: number } {
  for (let position = tail.byteLength - 22; position >= 0; position--) {
    if (tail.getUint32(position, true) !== EOCD_SIGNATURE) continue;
    const count = tail.getUint16(position + 10, true);
    const size = tail.getUint32(position + 12, true);
    const offset = tail.getUint32(position + 16, true);
    const locator = position - 20;
    const isZip64 = count === 0xffff || offset === 0xffffffff || size === 0xffffffff;
    if (isZip64 && locator >= 0 && tail.getUint32(locator, true) === ZIP64_EOCD_LOCATOR_SIGNATURE) {
      return { zip64EndRecordOffset: readUint64(tail, locator + 8) };
    }
    return { directory: { count, offset, size } };
  }
  throw new ZipFormatError('no end of central directory');
}

export function readZip64EndRecord(record: DataView): CentralDirectoryLocation {
  if (record.getUint32(0, true) !== ZIP64_EOCD_SIGNATURE) throw new ZipFormatError('bad zip64 end record');
  return { count: readUint64(record, 32), size: readUint64(record, 40), offset: readUint64(record, 48) };
}

/** Reads the central record at `position` of `view`; `next` is where the following one starts. */
export function readCentralEntry(view: DataView, position: number): { entry: ZipEntry; next: number } {
  if (position + 46 > view.byteLength || view.getUint32(position, true) !== CENTRAL_HEADER_SIGNATURE) {
    throw new ZipFormatError('bad central directory');
  }
  const nameLength = view.getUint16(position + 28, true);
  const extraLength = view.getUint16(position + 30, true);
  const commentLength = view.getUint16(position + 32, true);
  const nameStart = position + 46;
  if (nameStart + nameLength + extraLength > view.byteLength) throw new ZipFormatError('truncated central directory');
  const flags = view.getUint16(position + 8, true);
  const nameBytes = new Uint8Array(view.buffer, view.byteOffset + nameStart, nameLength);
  const entry: ZipEntry = {
    // Bit 11 says UTF-8; other names are usually ASCII, which lenient UTF-8 reads the same.
    name: new TextDecoder().decode(nameBytes),
    method: view.getUint16(position + 10, true),
    isEncrypted: (flags & 1) === 1,
    compressedSize: view.getUint32(position + 20, true),
    uncompressedSize: view.getUint32(position + 24, true),
    localHeaderOffset: view.getUint32(position + 42, true),
  };
  readZip64Sizes(view, entry, nameStart + nameLength, extraLength);
  return { entry, next: nameStart + nameLength + extraLength + commentLength };
}

/** Where the entry's data starts, from its local header (whose name and extra lengths can differ from the central record's). */
export function localDataOffset(header: DataView, localHeaderOffset: number): number {
  if (header.byteLength < ZIP_LOCAL_HEADER_BYTES || header.getUint32(0, true) !== LOCAL_HEADER_SIGNATURE) {
    throw new ZipFormatError('bad local header');
  }
  return localHeaderOffset + ZIP_LOCAL_HEADER_BYTES + header.getUint16(26, true) + header.getUint16(28, true);
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
  throw new ZipFormatError('missing zip64 sizes');
}

function readUint64(view: DataView, position: number): number {
  const value = view.getUint32(position, true) + view.getUint32(position + 4, true) * 2 ** 32;
  // Beyond 2^53 is not a real file; refuse rather than compute with rounded numbers.
  if (!Number.isSafeInteger(value)) throw new ZipFormatError('impossible size');
  return value;
}
