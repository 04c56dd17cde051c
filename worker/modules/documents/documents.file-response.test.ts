import { describe, expect, it } from 'vitest';
import { contentDisposition, fileResponseHeaders, inlineContentType } from './documents.file-response';

const TEXT = 'text/plain; charset=utf-8';

describe('inlineContentType', () => {
  it.each([
    // Markup, styles and scripts a browser would run or render on our origin.
    ['text/html', undefined],
    ['text/html; charset=utf-8', undefined],
    ['application/xhtml+xml', undefined],
    ['image/svg+xml', undefined],
    ['text/xml', undefined],
    ['application/xml', undefined],
    ['application/rss+xml', undefined],
    ['text/xsl', undefined],
    ['application/xslt+xml', undefined],
    ['text/javascript', undefined],
    ['application/javascript', undefined],
    ['text/css', undefined],
    ['multipart/x-mixed-replace', undefined],
    // Types the preview does not show, or only after sniffing the bytes.
    ['application/octet-stream', undefined],
    ['application/x-unknown', undefined],
    ['application/zip', undefined],
    ['image/tiff', undefined],
    ['text/x-unknown', undefined],
    ['', undefined],
    ['not a type', undefined],
    // Raster images and PDF as themselves, text as plain UTF-8 text.
    ['image/png', 'image/png'],
    ['IMAGE/PNG', 'image/png'],
    ['image/jpeg', 'image/jpeg'],
    ['image/gif', 'image/gif'],
    ['image/webp', 'image/webp'],
    ['image/avif', 'image/avif'],
    ['image/bmp', 'image/bmp'],
    ['application/pdf', 'application/pdf'],
    ['text/plain', TEXT],
    ['text/plain; charset=latin1', TEXT],
    ['Text/Markdown', TEXT],
    ['text/markdown', TEXT],
    ['text/csv', TEXT],
    ['text/tab-separated-values', TEXT],
    ['application/json', TEXT],
    ['application/yaml', TEXT],
  ])('%j → %j', (mimeType, expected) => {
    expect(inlineContentType(mimeType)).toBe(expected);
  });
});

describe('contentDisposition', () => {
  it.each([
    ['report.pdf', 'inline; filename="report.pdf"; filename*=UTF-8\'\'report.pdf'],
    ['Rapport été.pdf', 'inline; filename="Rapport _t_.pdf"; filename*=UTF-8\'\'Rapport%20%C3%A9t%C3%A9.pdf'],
    ['evil"; name=x.pdf', 'inline; filename="evil_; name=x.pdf"; filename*=UTF-8\'\'evil%22%3B%20name%3Dx.pdf'],
    ['line\r\nbreak.txt', 'inline; filename="line__break.txt"; filename*=UTF-8\'\'line%0D%0Abreak.txt'],
    ['日本.txt', 'inline; filename="__.txt"; filename*=UTF-8\'\'%E6%97%A5%E6%9C%AC.txt'],
  ])('%j', (fileName, expected) => {
    expect(contentDisposition('inline', fileName)).toBe(expected);
  });
});

describe('fileResponseHeaders', () => {
  const SANDBOX = "sandbox; default-src 'none'";
  it.each([
    // mimeType, download → content-type, disposition, content-security-policy
    ['application/pdf', false, 'application/pdf', 'inline', null],
    ['application/pdf', true, 'application/pdf', 'attachment', null],
    ['image/png', false, 'image/png', 'inline', null],
    ['text/markdown', false, TEXT, 'inline', null],
    ['text/markdown', true, 'text/markdown', 'attachment', null],
    ['text/html', false, 'text/html', 'attachment', SANDBOX],
    ['text/html', true, 'text/html', 'attachment', SANDBOX],
    ['text/xsl', false, 'text/xsl', 'attachment', SANDBOX],
    ['image/svg+xml', false, 'image/svg+xml', 'attachment', SANDBOX],
    ['multipart/x-mixed-replace', false, 'multipart/x-mixed-replace', 'attachment', SANDBOX],
    ['application/x-unknown', false, 'application/x-unknown', 'attachment', SANDBOX],
  ] as const)('%s, download %s: %s, %s, CSP %s', (mimeType, download, contentType, disposition, policy) => {
    const headers = fileResponseHeaders({ mimeType, fileName: 'file.bin', size: 10, download });
    expect(headers.get('content-type')).toBe(contentType);
    expect(headers.get('content-disposition')).toMatch(new RegExp(`^${disposition};`));
    expect(headers.get('content-security-policy')).toBe(policy);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-length')).toBe('10');
  });
});
