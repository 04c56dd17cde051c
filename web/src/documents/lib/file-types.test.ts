import {
  File,
  FileArchive,
  FileAudio,
  FileDigit,
  FileImage,
  FileJson,
  FileSpreadsheet,
  FileText,
  FileType,
  FileVideoCamera,
  Presentation,
} from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { FILE_KIND_ICONS, getFileKind, getFileTypeInfo, type FileKind } from './file-types';

describe('getFileKind', () => {
  it.each<[string, FileKind]>([
    ['application/pdf', 'pdf'],
    ['application/zip', 'zip'],
    ['application/x-zip-compressed', 'zip'],
    ['application/vnd.ms-excel', 'excel'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'excel'],
    ['application/msword', 'word'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'word'],
    ['application/vnd.ms-powerpoint', 'powerpoint'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'powerpoint'],
    ['application/json', 'json'],
    ['application/xml', 'xml'],
    ['text/xml', 'xml'],
    ['text/javascript', 'javascript'],
    ['application/javascript', 'javascript'],
    ['application/typescript', 'typescript'],
    ['text/typescript', 'typescript'],
    ['text/plain', 'text'],
    ['text/html', 'html'],
    ['text/css', 'css'],
    ['text/csv', 'csv'],
    // Top-level types.
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['video/mp4', 'video'],
    ['audio/mpeg', 'audio'],
    ['application/octet-stream', 'application'],
    ['application/x-yaml', 'application'],
    // Generic.
    ['text/markdown', 'file'],
    ['font/woff2', 'file'],
    ['', 'file'],
    ['nonsense', 'file'],
    // Parameters and case do not matter.
    ['text/plain; charset=utf-8', 'text'],
    ['Application/PDF', 'pdf'],
    [' IMAGE/JPEG ', 'image'],
  ])('%j is %s', (mimeType, kind) => {
    expect(getFileKind(mimeType)).toBe(kind);
  });
});

describe('getFileTypeInfo', () => {
  it.each([
    ['application/pdf', FileText],
    ['application/zip', FileArchive],
    ['application/vnd.ms-excel', FileSpreadsheet],
    ['application/vnd.ms-powerpoint', Presentation],
    ['application/json', FileJson],
    ['text/plain', FileType],
    ['image/webp', FileImage],
    ['video/webm', FileVideoCamera],
    ['audio/ogg', FileAudio],
    ['application/x-msdownload', FileDigit],
    ['chemical/x-pdb', File],
  ])('%s has its icon', (mimeType, icon) => {
    expect(getFileTypeInfo(mimeType).icon).toBe(icon);
  });

  it('gives the specific kinds an icon other than the generic ones', () => {
    const generic = new Set([FILE_KIND_ICONS.file, FILE_KIND_ICONS.application]);
    const specific: FileKind[] = [
      'pdf',
      'zip',
      'excel',
      'word',
      'powerpoint',
      'json',
      'xml',
      'javascript',
      'typescript',
      'text',
      'html',
      'css',
      'csv',
    ];
    for (const kind of specific) expect(generic.has(FILE_KIND_ICONS[kind]), kind).toBe(false);
  });
});
