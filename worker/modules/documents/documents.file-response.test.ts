import { describe, expect, it } from 'vitest';
import { contentDisposition, fileResponseHeaders, isActiveContentType } from './documents.file-response';

describe('isActiveContentType', () => {
  it.each([
    ['text/html', true],
    ['text/html; charset=utf-8', true],
    ['image/svg+xml', true],
    ['application/xhtml+xml', true],
    ['application/rss+xml', true],
    ['application/javascript', true],
    ['application/pdf', false],
    ['image/png', false],
    ['text/plain', false],
  ])('%s → %s', (mimeType, expected) => {
    expect(isActiveContentType(mimeType)).toBe(expected);
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
  it('serves a PDF inline, or as an attachment on request', () => {
    expect(fileResponseHeaders({ mimeType: 'application/pdf', fileName: 'a.pdf', size: 3, download: false }).get('content-disposition')).toMatch(/^inline/);
    expect(fileResponseHeaders({ mimeType: 'application/pdf', fileName: 'a.pdf', size: 3, download: true }).get('content-disposition')).toMatch(/^attachment/);
  });

  it('never serves HTML inline, and sandboxes it', () => {
    const headers = fileResponseHeaders({ mimeType: 'text/html', fileName: 'page.html', size: 10, download: false });
    expect(headers.get('content-disposition')).toMatch(/^attachment/);
    expect(headers.get('content-security-policy')).toContain('sandbox');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-length')).toBe('10');
  });
});
