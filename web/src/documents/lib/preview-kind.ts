import type { Document } from '@/api/types';
import { mimeEssence } from '../../../../core/files/mime-type';

/**
 * How the detail page previews a file (spec "Preview by mime type"): images as an image, pdf in a
 * viewer, yaml/json/xml and any text/* as preformatted text, a generic binary type after sniffing its
 * bytes. Any other type (docx, xlsx, odt, eml…) has no visual preview: it shows its extracted text
 * when there is some, says so while the text is being extracted, and is an "unknown file type" otherwise.
 */
export type PreviewKind = 'image' | 'pdf' | 'text' | 'sniff' | 'extracted-text' | 'extracting' | 'unknown';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const TEXT_TYPES = new Set([
  'application/yaml',
  'application/x-yaml',
  'text/yaml',
  'text/x-yaml',
  'application/json',
  'application/xml',
  'text/xml',
]);
/** Types that say nothing about the content: the bytes decide. An empty type is one too. */
const GENERIC_BINARY_TYPES = new Set([
  '',
  'application/octet-stream',
  'binary/octet-stream',
  'application/binary',
  'application/x-binary',
  'application/unknown',
]);

export function getPreviewKind({
  mimeType,
  content,
  processingStatus,
}: Pick<Document, 'mimeType' | 'content' | 'processingStatus'>): PreviewKind {
  const type = mimeEssence(mimeType);
  if (IMAGE_TYPES.has(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (TEXT_TYPES.has(type) || type.startsWith('text/')) return 'text';
  if (GENERIC_BINARY_TYPES.has(type)) return 'sniff';
  if (processingStatus === 'pending') return 'extracting';
  return content?.trim() ? 'extracted-text' : 'unknown';
}

/** A text preview stops after this many characters (files go up to 10 MB; a browser chokes on that in a <pre>). */
export const TEXT_PREVIEW_MAX_CHARACTERS = 500_000;
