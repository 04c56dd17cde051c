/**
 * The entries of a zip as client-zip writes them (stored, not compressed), read from its central
 * directory: enough for tests to check what a download holds without another library.
 */
export function zipEntries(zip: Uint8Array): { name: string; text: () => string; bytes: Uint8Array }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('Not a zip: no end of central directory');
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries = [];
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) throw new Error(`No central directory entry at ${offset}`);
    const size = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const bytes = zip.subarray(dataStart, dataStart + size);
    entries.push({ name, bytes, text: () => new TextDecoder().decode(bytes) });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
