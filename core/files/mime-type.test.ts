import { describe, expect, it } from 'vitest';
import { makeDocx, makeOdt, makeTextPdf, TINY_PNG } from '../extraction/extraction.fixtures';
import { detectMimeType } from './mime-type';

const bytes = (text: string) => new TextEncoder().encode(text);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODT = 'application/vnd.oasis.opendocument.text';
const ZIP_HEAD = Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0);

describe('detectMimeType', () => {
  it.each<[string, { declared?: string; head: Uint8Array; fileName: string }, string]>([
    // A meaningful declaration is kept (normalised), whatever the bytes or the name say.
    ['keeps a declared type', { declared: 'application/pdf', head: bytes('hello'), fileName: 'a.txt' }, 'application/pdf'],
    ['lower-cases and drops parameters', { declared: 'Text/Plain; charset=UTF-8', head: bytes('hi'), fileName: 'a' }, 'text/plain'],
    ['keeps an image type over a .pdf name', { declared: 'image/png', head: TINY_PNG, fileName: 'scan.pdf' }, 'image/png'],
    // Missing, empty, malformed or generic: magic bytes first.
    ['sniffs a PDF when undeclared', { head: makeTextPdf(['x']), fileName: 'noname' }, 'application/pdf'],
    [
      'sniffs a PDF behind a generic type',
      { declared: 'application/octet-stream', head: makeTextPdf(['x']), fileName: 'a.bin' },
      'application/pdf',
    ],
    ['sniffs a PDF header after junk', { declared: '', head: bytes('\n\n%PDF-1.7\n'), fileName: 'a' }, 'application/pdf'],
    ['sniffs PNG', { declared: 'binary/octet-stream', head: TINY_PNG, fileName: 'photo' }, 'image/png'],
    [
      'sniffs JPEG',
      { declared: 'application/x-unknown', head: Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), fileName: 'photo.dat' },
      'image/jpeg',
    ],
    ['sniffs GIF', { head: bytes('GIF89a....'), fileName: 'x' }, 'image/gif'],
    ['sniffs WebP', { head: bytes('RIFF\0\0\0\0WEBPVP8 '), fileName: 'x' }, 'image/webp'],
    ['ignores a malformed declaration', { declared: 'pdf', head: makeTextPdf(['x']), fileName: 'x' }, 'application/pdf'],
    [
      'names the office type of a zip from the extension',
      { declared: 'application/octet-stream', head: makeDocx(['x']).subarray(0, 64), fileName: 'Report.DOCX' },
      DOCX,
    ],
    ['reads the OpenDocument mimetype entry', { head: makeOdt(['x']).subarray(0, 200), fileName: 'no-extension' }, ODT],
    ['calls an unknown zip a zip', { head: ZIP_HEAD, fileName: 'archive.bin' }, 'application/zip'],
    ['refines a declared zip by extension', { declared: 'application/x-zip-compressed', head: ZIP_HEAD, fileName: 'budget.xlsx' }, XLSX],
    ['keeps a declared zip that is just a zip', { declared: 'application/zip', head: ZIP_HEAD, fileName: 'photos.zip' }, 'application/zip'],
    // No magic: the extension.
    ...(
      [
        ['notes.txt', 'text/plain'],
        ['README.md', 'text/markdown'],
        ['data.csv', 'text/csv'],
        ['data.json', 'application/json'],
        ['feed.xml', 'application/xml'],
        ['config.yaml', 'application/yaml'],
        ['config.yml', 'application/yaml'],
        ['page.html', 'text/html'],
        ['message.eml', 'message/rfc822'],
        ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
        ['sheet.ods', 'application/vnd.oasis.opendocument.spreadsheet'],
        ['deck.odp', 'application/vnd.oasis.opendocument.presentation'],
        ['broken.pdf', 'application/pdf'],
        ['photo.JPG', 'image/jpeg'],
      ] as const
    ).map(([fileName, expected]): [string, { declared?: string; head: Uint8Array; fileName: string }, string] => [
      `falls back to the extension of ${fileName}`,
      { declared: 'application/octet-stream', head: bytes('plain words'), fileName },
      expected,
    ]),
    // Nothing to go on.
    ['gives octet-stream without magic or extension', { head: bytes('plain words'), fileName: 'README' }, 'application/octet-stream'],
    [
      'gives octet-stream for an unknown extension',
      { declared: '', head: new Uint8Array(), fileName: 'data.xyz' },
      'application/octet-stream',
    ],
    ['does not take a dotfile name for an extension', { head: bytes('x'), fileName: '.txt' }, 'application/octet-stream'],
  ])('%s', (_, input, expected) => {
    expect(detectMimeType(input)).toBe(expected);
  });
});
