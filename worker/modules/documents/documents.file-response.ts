/**
 * What may be shown inline on our origin: an allow-list of the inert types the web preview shows
 * (web/src/documents/lib/preview-kind.ts), as the type to serve them with. Everything else (HTML,
 * SVG, XML and XSL, scripts, multipart/x-mixed-replace, types we do not know) is an attachment,
 * sandboxed: a deny-list always misses some type a browser renders or runs.
 */
const INLINE_AS_ITSELF = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);
/** Text the preview shows as text, served as plain text so that no browser renders it as anything else. */
const INLINE_AS_TEXT = new Set([
  'text/plain',
  'text/markdown',
  'text/x-markdown',
  'text/csv',
  'text/tab-separated-values',
  'application/json',
  'application/yaml',
  'application/x-yaml',
  'text/yaml',
  'text/x-yaml',
]);
/** The preview decodes text as UTF-8; a declared charset is not kept (uploads store the type without parameters). */
const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** The content type to serve a file inline with, or undefined when it must be an attachment. */
export function inlineContentType(mimeType: string): string | undefined {
  const essence = mimeType.split(';')[0]!.trim().toLowerCase();
  if (INLINE_AS_ITSELF.has(essence)) return essence;
  if (INLINE_AS_TEXT.has(essence)) return PLAIN_TEXT;
  return undefined;
}

/** RFC 6266 / 5987: an ASCII fallback without quotes or control characters, plus the UTF-8 name. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback =
    fileName
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Headers for serving an original file: inline for the allow-listed types (unless downloaded, which
 * keeps the stored type); any other type is an attachment under a sandbox policy, in case a browser
 * shows it all the same.
 */
export function fileResponseHeaders({
  mimeType,
  fileName,
  size,
  download,
}: {
  mimeType: string;
  fileName: string;
  size: number;
  download: boolean;
}) {
  const inlineType = inlineContentType(mimeType);
  const isInline = inlineType !== undefined && !download;
  const headers = new Headers({
    'content-type': isInline ? inlineType : mimeType,
    'content-length': String(size),
    'content-disposition': contentDisposition(isInline ? 'inline' : 'attachment', fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  if (inlineType === undefined) headers.set('content-security-policy', "sandbox; default-src 'none'");
  return headers;
}

/** A stored file's answer: its bytes, with the headers of fileResponseHeaders. */
export function storedFileResponse(object: R2ObjectBody, file: { mimeType: string; fileName: string; download: boolean }) {
  return new Response(object.body, { headers: fileResponseHeaders({ ...file, size: object.size }) });
}

const hasBody = (object: R2Object): object is R2ObjectBody => 'body' in object;

/**
 * A small image of a member's (a thumbnail, a page for the editor): private, kept by the browser a day
 * and revalidated with its ETag; R2 answers the object without its body when the browser's copy is current.
 */
export function privateImageResponse(object: R2Object) {
  const headers = new Headers({
    etag: object.httpEtag,
    'cache-control': 'private, max-age=86400, must-revalidate',
    'x-content-type-options': 'nosniff',
  });
  if (!hasBody(object)) return new Response(null, { status: 304, headers });
  headers.set('content-type', object.httpMetadata?.contentType ?? 'image/webp');
  return new Response(object.body, { headers });
}
