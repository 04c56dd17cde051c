import { describe, expect, it } from 'vitest';
import { isFileTooLarge, matchesAccept, partitionByAccept } from './file-checks';

const MAX = 10_485_760;

describe('isFileTooLarge', () => {
  it.each([
    [0, MAX, false],
    [1, MAX, false],
    [MAX, MAX, false],
    [MAX + 1, MAX, true],
    [50_000_000, MAX, true],
    [50_000_000, 0, false], // no limit configured
  ])('%d bytes against a %d bytes limit: %s', (size, max, expected) => {
    expect(isFileTooLarge({ size }, max)).toBe(expected);
  });
});

describe('matchesAccept', () => {
  it.each([
    ['invoice.pdf', 'application/pdf', 'application/pdf', true],
    ['INVOICE.PDF', 'application/pdf', 'application/pdf', true],
    ['notes.txt', 'text/plain', 'application/pdf', false],
    ['scan.png', 'image/png', 'application/pdf', false],
    ['fake.pdf', '', 'application/pdf', false], // no type reported: the mime type list does not match
    ['fake.pdf', '', 'application/pdf,.pdf', true],
    ['report.pdf', 'application/pdf', ' .pdf , image/* ', true],
    ['photo.jpg', 'image/jpeg', '.pdf,image/*', true],
    ['song.mp3', 'audio/mpeg', '.pdf,image/*', false],
    ['.pdf', '', '.pdf', false], // only a leading dot: no extension
    ['anything.bin', 'application/octet-stream', '', true],
    ['anything.bin', 'application/octet-stream', undefined, true],
  ])('%s (%s) with accept %j: %s', (name, type, accept, expected) => {
    expect(matchesAccept({ name, type }, accept)).toBe(expected);
  });
});

describe('partitionByAccept', () => {
  it('keeps the order of both groups', () => {
    const files = [
      { name: 'a.pdf', type: 'application/pdf' },
      { name: 'b.txt', type: 'text/plain' },
      { name: 'c.pdf', type: 'application/pdf' },
      { name: 'd.png', type: 'image/png' },
    ];
    const { accepted, rejected } = partitionByAccept(files, 'application/pdf');
    expect(accepted.map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(rejected.map((file) => file.name)).toEqual(['b.txt', 'd.png']);
  });
});
