import type { Config, Document } from '@/api/types';

/** The files the page editor takes: PDFs, and images as one page. */
const EDITABLE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/bmp']);

export const isPageEditable = (document: Pick<Document, 'mimeType'>) => EDITABLE_TYPES.has(document.mimeType);

/** Why the editor refuses a file before any work, by the server's limits: too heavy, or too many pages once listed. */
export function pageEditRefusal(
  { maxBytes, maxPages }: Config['documentsPageEdit'],
  { size, pagesCount }: { size: number; pagesCount?: number },
): { reason: 'too-large'; maxBytes: number } | { reason: 'too-many-pages'; maxPages: number } | null {
  if (size > maxBytes) return { reason: 'too-large', maxBytes };
  if (pagesCount !== undefined && pagesCount > maxPages) return { reason: 'too-many-pages', maxPages };
  return null;
}
