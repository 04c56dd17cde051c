/**
 * The number of b-trees (segments) of an FTS5 index, read from its structure record (row 10 of its
 * %_data table): a 4-byte cookie, a 4-byte marker in the newer format (ff 00 00 01), then the
 * varints nLevel and nSegment (SQLite's fts5_index.c).
 */
export function segmentCount(structure: Uint8Array): number {
  const hasMarker = structure[4] === 0xff && structure[5] === 0 && structure[6] === 0 && structure[7] === 1;
  let offset = hasMarker ? 8 : 4;
  const readVarint = () => {
    let value = 0;
    let byte: number;
    do {
      byte = structure[offset++] ?? 0;
      value = value * 128 + (byte & 0x7f);
    } while (byte & 0x80);
    return value;
  };
  readVarint(); // nLevel
  return readVarint();
}
