import { DOCUMENT_NAME_MAX_LENGTH } from '../field-limits';

/** What an upload without a usable name is called. */
const FALLBACK_DOCUMENT_NAME = 'document';

/**
 * An extension longer than this is not one (`notes.` followed by a pasted sentence): the name is
 * then cut like a name without extension.
 */
const MAX_EXTENSION_LENGTH = 16;

/**
 * C0 and C1 controls and DEL, which have no place in a name (a line break would even reach a
 * header), and the bidi embeddings, overrides and isolates, which make `invoice‮fdp.exe` read as
 * `invoiceexe.pdf`.
 */
const UNWANTED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The name without unwanted characters, trimmed: what both upload and rename keep of a name. */
export function cleanDocumentName(name: string): string {
  return name.replace(UNWANTED_CHARACTERS, '').trim();
}

/**
 * An uploaded file's name made fit to store and serve: cleaned, then cut to at most
 * DOCUMENT_NAME_MAX_LENGTH characters (code points, so no surrogate pair is split) keeping its
 * extension, or FALLBACK_DOCUMENT_NAME when nothing is left. Uploads are not refused for their name:
 * the file matters, and a name can be changed later.
 */
export function sanitizeDocumentName(name: string): string {
  const characters = Array.from(cleanDocumentName(name));
  if (characters.length === 0) return FALLBACK_DOCUMENT_NAME;
  if (characters.length <= DOCUMENT_NAME_MAX_LENGTH) return characters.join('');
  // The extension follows the last dot, unless that dot starts or ends the name (as in web/src/documents/lib/file-name.ts).
  const dot = characters.lastIndexOf('.');
  const extensionLength = characters.length - dot - 1;
  const extension = dot > 0 && extensionLength > 0 && extensionLength <= MAX_EXTENSION_LENGTH ? characters.slice(dot) : [];
  const base = characters
    .slice(0, DOCUMENT_NAME_MAX_LENGTH - extension.length)
    .join('')
    .trimEnd();
  return `${base}${extension.join('')}`;
}
