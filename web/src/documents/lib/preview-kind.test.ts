import { describe, expect, it } from 'vitest';
import { getPreviewKind, type PreviewKind } from './preview-kind';

describe('getPreviewKind', () => {
  it.each<[string, PreviewKind]>([
    ['image/jpeg', 'image'],
    ['image/png', 'image'],
    ['image/gif', 'image'],
    ['image/webp', 'image'],
    ['image/svg+xml', 'unknown'],
    ['image/tiff', 'unknown'],
    ['application/pdf', 'pdf'],
    ['application/x-yaml', 'text'],
    ['application/yaml', 'text'],
    ['text/yaml', 'text'],
    ['application/json', 'text'],
    ['application/xml', 'text'],
    ['text/xml', 'text'],
    ['text/plain', 'text'],
    ['text/markdown', 'text'],
    ['text/csv; charset=utf-8', 'text'],
    ['TEXT/HTML', 'text'],
    ['application/octet-stream', 'sniff'],
    ['binary/octet-stream', 'sniff'],
    ['', 'sniff'],
    ['application/zip', 'unknown'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'unknown'],
    ['video/mp4', 'unknown'],
  ])('%j previews as %s', (mimeType, kind) => {
    expect(getPreviewKind(mimeType)).toBe(kind);
  });
});
