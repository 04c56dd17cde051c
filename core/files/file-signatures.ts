/**
 * The magic bytes of the binary formats the app recognises, in one table: the upload's type detection
 * (mime-type.ts) and the text sniffer (text-sniffing.ts) both read it.
 */
export type BinaryFormat = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff' | 'zip' | 'elf' | 'exe';

/** Bytes as a string of Latin-1 characters ('%PDF', 'PK\x03\x04'), at an offset from the start of the file. */
type BytePattern = { bytes: string; offset?: number };

/** A format and every pattern its file holds (a WebP file is `RIFF`, a size, then `WEBP`). */
const FILE_SIGNATURES: readonly { format: BinaryFormat; patterns: readonly BytePattern[] }[] = [
  { format: 'pdf', patterns: [{ bytes: '%PDF' }] },
  { format: 'png', patterns: [{ bytes: '\x89PNG\r\n\x1a\n' }] },
  { format: 'jpeg', patterns: [{ bytes: '\xff\xd8\xff' }] },
  { format: 'gif', patterns: [{ bytes: 'GIF87a' }] },
  { format: 'gif', patterns: [{ bytes: 'GIF89a' }] },
  { format: 'webp', patterns: [{ bytes: 'RIFF' }, { bytes: 'WEBP', offset: 8 }] },
  { format: 'tiff', patterns: [{ bytes: 'II*\0' }] },
  { format: 'tiff', patterns: [{ bytes: 'MM\0*' }] },
  // A local file header (also docx, xlsx, odt…), an empty archive's end-of-central-directory record, a spanned archive.
  { format: 'zip', patterns: [{ bytes: 'PK\x03\x04' }] },
  { format: 'zip', patterns: [{ bytes: 'PK\x05\x06' }] },
  { format: 'zip', patterns: [{ bytes: 'PK\x07\x08' }] },
  { format: 'elf', patterns: [{ bytes: '\x7fELF' }] },
  { format: 'exe', patterns: [{ bytes: 'MZ' }] },
];

/** Whether `head` holds `pattern` (Latin-1 characters, one byte each) at `offset`. */
export function hasBytesAt(head: Uint8Array, pattern: string, offset = 0): boolean {
  if (head.length < offset + pattern.length) return false;
  for (let index = 0; index < pattern.length; index++) {
    if (head[offset + index] !== pattern.charCodeAt(index)) return false;
  }
  return true;
}

/** The known binary format the bytes start with, if any. */
export function binaryFormatOf(head: Uint8Array): BinaryFormat | undefined {
  return FILE_SIGNATURES.find(({ patterns }) => patterns.every(({ bytes, offset }) => hasBytesAt(head, bytes, offset)))?.format;
}
