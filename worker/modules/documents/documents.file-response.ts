// Types a browser would run as active content if shown inline on our origin.
const ACTIVE_CONTENT_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/css',
]);

export function isActiveContentType(mimeType: string): boolean {
  const essence = mimeType.split(';')[0]!.trim().toLowerCase();
  return ACTIVE_CONTENT_TYPES.has(essence) || essence.endsWith('+xml');
}

/** RFC 6266 / 5987: an ASCII fallback without quotes or control characters, plus the UTF-8 name. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Headers for serving an original file: inline when safe, always attachment + sandbox for active types. */
export function fileResponseHeaders({ mimeType, fileName, size, download }: { mimeType: string; fileName: string; size: number; download: boolean }) {
  const isActive = isActiveContentType(mimeType);
  const headers = new Headers({
    'content-type': mimeType,
    'content-length': String(size),
    'content-disposition': contentDisposition(download || isActive ? 'attachment' : 'inline', fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  if (isActive) headers.set('content-security-policy', "sandbox; default-src 'none'");
  return headers;
}
