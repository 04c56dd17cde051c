/** SQLite's varint at `offset` in FTS5's records (7 bits a byte, the high bit saying more follow), and the offset after it. */
function readVarint(record: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0;
  let byte: number;
  do {
    byte = record[offset++] ?? 0;
    value = value * 128 + (byte & 0x7f);
  } while (byte & 0x80);
  return [value, offset];
}

/**
 * The number of b-trees (segments) of an FTS5 index, read from its structure record (row 10 of its
 * %_data table): a 4-byte cookie, a 4-byte marker in the newer format (ff 00 00 01), then the
 * varints nLevel and nSegment (SQLite's fts5_index.c).
 */
export function segmentCount(structure: Uint8Array): number {
  const hasMarker = structure[4] === 0xff && structure[5] === 0 && structure[6] === 0 && structure[7] === 1;
  const [, afterLevels] = readVarint(structure, hasMarker ? 8 : 4);
  return readVarint(structure, afterLevels)[0];
}

/**
 * The number of rows an FTS5 index holds, read from its averages record (row 1 of its %_data table,
 * which bm25 reads): the varint nTotalRow, then each column's token count (fts5_storage.c). An
 * index that never held a row has no such record: 0.
 */
export function indexedRowCount(averages: Uint8Array | undefined): number {
  return averages && averages.length > 0 ? readVarint(averages, 0)[0] : 0;
}
