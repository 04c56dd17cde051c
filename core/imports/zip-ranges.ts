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
import { type ExportSource, ExportSourceError, type RangeReader, type RefusedEntry } from './export-source';

/**
 * A zip export read by ranges: its end record, then its central directory, then each entry when
 * asked, a megabyte at a time, never whole. Written here rather than taken from a library: the zip
 * readers that run in workerd either read whole entries into memory (unzipit) or bring a worker
 * pool and their own codecs (zip.js, ~100 KB); this needs only stored and deflated entries, ZIP64,
 * and the bomb limits below, over fflate's streaming inflater, which the office reader already uses.
 *
 * Zip bomb limits, checked on the central directory before anything is inflated, then again on the
 * bytes as they come out (an entry that inflates past its declared size is stopped there):
 */
export const ZIP_IMPORT_LIMITS = {
  /** Entries in the archive: 10,000 documents with an original, an archive, a thumbnail and a manifest each, with room. */
  maxEntries: 200_000,
  /** Declared size of one entry. */
  maxEntryBytes: 8 * 1024 ** 3,
  /** Declared size of all entries together. */
  maxTotalBytes: 200 * 1024 ** 3,
  /** Declared size over compressed size of one entry, once it is past `ratioFreeBytes`. */
  maxRatio: 200,
  /** An entry up to this size is never called a bomb: tiny entries of repeated bytes are common. */
  ratioFreeBytes: 1024 * 1024,
} as const;

export type ZipImportLimits = { [key in keyof typeof ZIP_IMPORT_LIMITS]: number };

const READ_CHUNK_BYTES = 1024 * 1024;
/** Compressed bytes fed to the inflater per step, so that a lying entry is stopped a few megabytes past its size. */
const INFLATE_INPUT_BYTES = 16 * 1024;

export async function zipExportSource(file: RangeReader, limits: ZipImportLimits = ZIP_IMPORT_LIMITS): Promise<ExportSource> {
  const entries = await readCentralDirectory(file, limits);
  const byName = new Map<string, ZipEntry>();
  const refused: RefusedEntry[] = [];
  let declaredTotal = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const reason = refusal(entry, limits);
    if (reason) refused.push({ name: entry.name, reason });
    else if (byName.has(entry.name)) refused.push({ name: entry.name, reason: 'the archive holds two entries of this name' });
    else byName.set(entry.name, entry);
    declaredTotal += entry.uncompressedSize;
  }
  if (declaredTotal > limits.maxTotalBytes) {
    throw new ExportSourceError(
      `the archive declares ${declaredTotal} bytes once unpacked, more than the ${limits.maxTotalBytes} an import reads (a zip bomb?)`,
    );
  }
  return {
    listEntries: async () => ({
      entries: [...byName.values()].map((entry) => ({ name: entry.name, size: entry.uncompressedSize })),
      refused,
    }),
    readEntry(name) {
      const entry = byName.get(name);
      if (!entry) throw new ExportSourceError(`${name} is not in the archive`);
      return readEntry(file, entry);
    },
  };
}

function refusal(entry: ZipEntry, limits: ZipImportLimits): string | null {
  if (entry.isEncrypted) return 'the entry is encrypted';
  if (entry.method !== 0 && entry.method !== 8) return `the entry uses a compression method an import cannot read (${entry.method})`;
  if (entry.uncompressedSize > limits.maxEntryBytes) {
    return `the entry declares ${entry.uncompressedSize} bytes, more than the ${limits.maxEntryBytes} an import reads`;
  }
  const isOverRatio = entry.uncompressedSize > limits.ratioFreeBytes && entry.uncompressedSize > entry.compressedSize * limits.maxRatio;
  if (isOverRatio) return `the entry expands more than ${limits.maxRatio} times (a zip bomb?)`;
  return null;
}

async function readCentralDirectory(file: RangeReader, limits: ZipImportLimits): Promise<ZipEntry[]> {
  try {
    const tailStart = Math.max(0, file.size - ZIP_END_SEARCH_BYTES);
    const end = readEndRecord(view(await file.read(tailStart, file.size - tailStart)));
    const location =
      'directory' in end ? end.directory : readZip64EndRecord(view(await file.read(end.zip64EndRecordOffset, ZIP64_END_RECORD_BYTES)));
    if (location.count > limits.maxEntries) {
      throw new ExportSourceError(`the archive has ${location.count} entries, more than the ${limits.maxEntries} an import reads`);
    }
    if (location.offset + location.size > file.size) throw new ZipFormatError('the central directory lies past the end of the file');
    const entries: ZipEntry[] = [];
    // The directory is read a megabyte at a time; a record cut by a chunk's end is read again with the next chunk.
    let chunkStart = location.offset;
    let chunk = view(await file.read(chunkStart, Math.min(READ_CHUNK_BYTES, location.size)));
    let position = 0;
    while (entries.length < location.count) {
      try {
        const { entry, next } = readCentralEntry(chunk, position);
        entries.push(entry);
        position = next;
      } catch (error) {
        const chunkEnd = chunkStart + chunk.byteLength;
        const directoryEnd = location.offset + location.size;
        if (!(error instanceof ZipFormatError) || chunkEnd >= directoryEnd || position === 0) throw error;
        chunkStart += position;
        chunk = view(await file.read(chunkStart, Math.min(READ_CHUNK_BYTES, directoryEnd - chunkStart)));
        position = 0;
      }
    }
    return entries;
  } catch (error) {
    if (error instanceof ExportSourceError) throw error;
    if (error instanceof ZipFormatError || error instanceof RangeError) {
      throw new ExportSourceError(`the file is not a zip archive or is damaged (${error.message})`);
    }
    throw error;
  }
}

async function* readEntry(file: RangeReader, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  const header = await file.read(entry.localHeaderOffset, ZIP_LOCAL_HEADER_BYTES);
  let start: number;
  try {
    start = localDataOffset(view(header), entry.localHeaderOffset);
  } catch {
    throw new ExportSourceError(`${entry.name}: its local header is damaged`);
  }
  const end = start + entry.compressedSize;
  if (end > file.size) throw new ExportSourceError(`${entry.name}: the archive ends before the entry does`);

  let produced = 0;
  const output: Uint8Array[] = [];
  const count = (bytes: Uint8Array) => {
    produced += bytes.length;
    if (produced > entry.uncompressedSize) {
      throw new ExportSourceError(`${entry.name}: it unpacks to more than the ${entry.uncompressedSize} bytes it declares (a zip bomb?)`);
    }
    output.push(bytes);
  };
  const inflater = entry.method === 8 ? new Inflate(count) : null;
  for (let offset = start; offset < end; offset += READ_CHUNK_BYTES) {
    const compressed = await file.read(offset, Math.min(READ_CHUNK_BYTES, end - offset));
    if (!inflater) {
      count(compressed);
    } else {
      for (let step = 0; step < compressed.length; step += INFLATE_INPUT_BYTES) {
        const isLast = offset + step + INFLATE_INPUT_BYTES >= end;
        try {
          inflater.push(compressed.subarray(step, step + INFLATE_INPUT_BYTES), isLast);
        } catch (error) {
          if (error instanceof ExportSourceError) throw error;
          throw new ExportSourceError(`${entry.name}: its compressed data is damaged`);
        }
        yield* output.splice(0);
      }
    }
    yield* output.splice(0);
  }
  if (produced !== entry.uncompressedSize) {
    throw new ExportSourceError(`${entry.name}: it unpacks to ${produced} bytes, not the ${entry.uncompressedSize} it declares`);
  }
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
