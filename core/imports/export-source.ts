/**
 * What an importer reads an export through, whatever holds it: a folder on a server's disk (the
 * command line), a zip on disk or in R2 (read by ranges, zip-ranges.ts). Entry names are the
 * export's own, `/`-separated and relative to its top; the reader judges whether they are safe.
 */
export type ExportEntry = { name: string; size: number };

/** An entry the source will not hand out, and why (a line of the import's report). */
export type RefusedEntry = { name: string; reason: string };

export interface ExportSource {
  listEntries(): Promise<{ entries: ExportEntry[]; refused: RefusedEntry[] }>;
  /** The entry's bytes, in pieces, never whole; throws ExportSourceError when they turn out bad midway. */
  readEntry(name: string): AsyncIterable<Uint8Array>;
}

/** A file read at any offset: a file on disk, an R2 object's ranges, bytes in memory. */
export type RangeReader = { size: number; read(offset: number, length: number): Promise<Uint8Array> };

/** A source that cannot be read, or an entry that turned bad while read: its message is for the report. */
export class ExportSourceError extends Error {}

export function memoryRangeReader(bytes: Uint8Array): RangeReader {
  return { size: bytes.length, read: async (offset, length) => bytes.subarray(offset, offset + length) };
}
