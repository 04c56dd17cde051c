import { describe, expect, it } from 'vitest';
import { getPreviewKind, type PreviewKind } from './preview-kind';

const processed = { content: '', processingStatus: 'processed' } as const;

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
    expect(getPreviewKind({ mimeType, ...processed })).toBe(kind);
  });

  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it.each<[string, Parameters<typeof getPreviewKind>[0], PreviewKind]>([
    [
      'a docx with extracted text shows the text',
      { mimeType: DOCX, content: 'Dear Ada,', processingStatus: 'processed' },
      'extracted-text',
    ],
    [
      'an email with extracted text shows the text',
      { mimeType: 'message/rfc822', content: 'Subject: Engine', processingStatus: 'processed' },
      'extracted-text',
    ],
    ['text typed in after a failed extraction shows', { mimeType: DOCX, content: 'partial', processingStatus: 'failed' }, 'extracted-text'],
    ['a docx being extracted says so', { mimeType: DOCX, content: '', processingStatus: 'pending' }, 'extracting'],
    ['a docx without text is unknown', { mimeType: DOCX, content: '', processingStatus: 'processed' }, 'unknown'],
    ['blank text counts as none', { mimeType: DOCX, content: ' \n ', processingStatus: 'processed' }, 'unknown'],
    ['a failed extraction is unknown', { mimeType: 'application/zip', content: '', processingStatus: 'failed' }, 'unknown'],
    ['a pdf keeps its viewer while extracted', { mimeType: 'application/pdf', content: '', processingStatus: 'pending' }, 'pdf'],
    ['text keeps its own preview', { mimeType: 'text/plain', content: 'hello', processingStatus: 'processed' }, 'text'],
  ])('%s', (_label, document, kind) => {
    expect(getPreviewKind(document)).toBe(kind);
  });
});
