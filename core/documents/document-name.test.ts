import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_MAX_LENGTH } from '../field-limits';
import { cleanDocumentName, sanitizeDocumentName } from './document-name';

const codePoints = (text: string) => Array.from(text).length;

describe('cleanDocumentName', () => {
  it.each([
    ['invoice.pdf', 'invoice.pdf'],
    ['  spaced out.txt \t', 'spaced out.txt'],
    ['line\r\nbreak.txt', 'linebreak.txt'],
    ['nul\u0000bell\u0007esc\u001b.txt', 'nulbellesc.txt'],
    ['del\u007f and c1\u0085\u009f.txt', 'del and c1.txt'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'], // right-to-left override: shows as invoiceexe.pdf
    ['a\u202ab\u202bc\u202cd\u202de\u2066f\u2067g\u2068h\u2069.txt', 'abcdefgh.txt'],
    ['keeps\u200dzero width joiners 👩‍💻 and é.txt', 'keeps\u200dzero width joiners 👩‍💻 and é.txt'],
    ['\u0000\u202e \u0001', ''],
  ])('%j → %j', (name, expected) => {
    expect(cleanDocumentName(name)).toBe(expected);
  });
});

describe('sanitizeDocumentName', () => {
  const long = (length: number, unit = 'a') => unit.repeat(length);
  it.each([
    ['a short name', 'Report 2024.pdf', 'Report 2024.pdf'],
    ['nothing left', ' \u0000\u202e\t ', 'document'],
    ['empty', '', 'document'],
    ['exactly the limit', `${long(251)}.pdf`, `${long(251)}.pdf`],
    ['one over the limit, extension kept', `${long(252)}.pdf`, `${long(251)}.pdf`],
    ['10,000 characters with control characters', `${'ab\u0000\n'.repeat(2500)}.pdf`, `${'ab'.repeat(125)}a.pdf`],
    ['a dotted name keeps its last extension', `${long(300)}.tar.gz`, `${long(252)}.gz`],
    ['no extension', long(300), long(255)],
    ['a leading dot only', `.${long(300)}`, `.${long(254)}`],
    ['a trailing dot', `${long(300)}.`, long(255)],
    ['an extension too long to be one', `notes.${long(300, 'b')}`, `notes.${long(249, 'b')}`],
    ['the cut leaves no space before the extension', `${long(250)}     ${long(50)}.txt`, `${long(250)}.txt`],
  ])('%s', (_label, name, expected) => {
    const sanitized = sanitizeDocumentName(name);
    expect(sanitized).toBe(expected);
    expect(codePoints(sanitized)).toBeLessThanOrEqual(DOCUMENT_NAME_MAX_LENGTH);
  });

  it('counts code points and never splits a surrogate pair', () => {
    const emoji = '😀'; // two UTF-16 code units
    const sanitized = sanitizeDocumentName(`${emoji.repeat(300)}.png`);
    expect(sanitized).toBe(`${emoji.repeat(251)}.png`);
    expect(codePoints(sanitized)).toBe(255);
    expect(sanitized).not.toMatch(/\p{Cs}/u); // no lone surrogate
    expect(sanitizeDocumentName(`a${emoji.repeat(300)}`)).toBe(`a${emoji.repeat(254)}`);
  });
});
