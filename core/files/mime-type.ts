import { type BinaryFormat, binaryFormatOf, hasBytesAt } from './file-signatures';

/**
 * The MIME type stored for an upload. Browsers declare a type for most files, and we keep it: it is
 * what the user's system believes. We only look further when the declaration says nothing
 * (missing, empty, or one of the "some bytes" types), first at the content, then at the name.
 */

export const OFFICE_MIME_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;

export type OfficeFormat = keyof typeof OFFICE_MIME_TYPES;

const MIME_TYPES_BY_EXTENSION: Record<string, string> = {
  ...OFFICE_MIME_TYPES,
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  xml: 'application/xml',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  html: 'text/html',
  htm: 'text/html',
  eml: 'message/rfc822',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  heic: 'image/heic',
  heif: 'image/heif',
  svg: 'image/svg+xml',
  zip: 'application/zip',
};

/** Declarations that only say "bytes": browsers and HTTP clients send these for unknown files. */
const GENERIC_MIME_TYPES = new Set([
  'application/octet-stream',
  'binary/octet-stream',
  'application/x-octet-stream',
  'application/binary',
  'application/unknown',
  'application/x-unknown',
  'application/x-download',
  'application/force-download',
  'unknown/unknown',
]);

/** Office documents are zips, and some systems declare them as such (Windows without Office). */
const ZIP_MIME_TYPES = new Set(['application/zip', 'application/x-zip', 'application/x-zip-compressed']);

function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function mimeTypeFromExtension(fileName: string): string | undefined {
  return MIME_TYPES_BY_EXTENSION[fileExtension(fileName)];
}

function officeFormatFromExtension(fileName: string): OfficeFormat | undefined {
  const extension = fileExtension(fileName);
  return Object.hasOwn(OFFICE_MIME_TYPES, extension) ? (extension as OfficeFormat) : undefined;
}

/** `Text/Plain; charset=UTF-8` -> `text/plain`; anything that is not `type/subtype` -> ''. */
export function mimeEssence(value: string | undefined): string {
  const essence = (value ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(essence) ? essence : '';
}

function isGenericMimeType(mimeType: string): boolean {
  return mimeType === '' || GENERIC_MIME_TYPES.has(mimeType);
}

/** The bytes of a file's start that detectMimeType reads (the longest signature it knows ends before). */
export const MIME_SNIFF_BYTES = 4100;

export function detectMimeType({ declared, head, fileName }: { declared?: string; head: Uint8Array; fileName: string }): string {
  const essence = mimeEssence(declared);
  if (ZIP_MIME_TYPES.has(essence)) return officeMimeTypeOfZip(head, fileName) ?? essence;
  if (!isGenericMimeType(essence)) return essence;
  return mimeTypeFromMagicBytes(head, fileName) ?? mimeTypeFromExtension(fileName) ?? 'application/octet-stream';
}

/** The type each recognised format is stored as; executables keep the type their name gives. */
const MIME_TYPE_OF_FORMAT: Partial<Record<BinaryFormat, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
  zip: 'application/zip',
};

function mimeTypeFromMagicBytes(head: Uint8Array, fileName: string): string | undefined {
  if (isPdf(head)) return 'application/pdf';
  const format = binaryFormatOf(head);
  if (format === 'zip') return officeMimeTypeOfZip(head, fileName) ?? 'application/zip';
  return format && MIME_TYPE_OF_FORMAT[format];
}

/** pdf.js accepts a header anywhere in the first kilobyte, so we do too. */
function isPdf(head: Uint8Array): boolean {
  const end = Math.min(head.length, 1024) - 5;
  for (let index = 0; index <= end; index++) {
    if (head[index] === 0x25 && hasBytesAt(head, '%PDF-', index)) return true;
  }
  return false;
}

/**
 * OpenDocument files must start with an uncompressed `mimetype` entry holding their type, which
 * we read from the local header. OOXML files give no such hint early, so their extension decides.
 */
function officeMimeTypeOfZip(head: Uint8Array, fileName: string): string | undefined {
  if (hasBytesAt(head, 'PK\x03\x04') && hasBytesAt(head, 'mimetype', 30)) {
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
    const method = view.getUint16(8, true);
    const size = view.getUint32(18, true);
    const contentStart = 30 + view.getUint16(26, true) + view.getUint16(28, true);
    if (method === 0 && size < 100 && contentStart + size <= head.length) {
      const declared = new TextDecoder().decode(head.subarray(contentStart, contentStart + size));
      if (Object.values<string>(OFFICE_MIME_TYPES).includes(declared)) return declared;
    }
  }
  const format = officeFormatFromExtension(fileName);
  return format ? OFFICE_MIME_TYPES[format] : undefined;
}
