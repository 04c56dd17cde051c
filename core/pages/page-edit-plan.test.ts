import { describe, expect, it } from 'vitest';
import {
  carriedPagesOf,
  mergedCarriedPagesOf,
  pageOperationsOf,
  pageTextsOfDocument,
  partNameOf,
  pdfNameOf,
  stemOf,
} from './page-edit-plan';
import type { PageEdit } from './page-edits';

const pages = (...edits: [number, PageEdit['rotate']][]): PageEdit[] => edits.map(([page, rotate]) => ({ page, rotate }));

describe('names', () => {
  it.each([
    ['letter.pdf', 'letter', 'letter.pdf', 'letter (2).pdf'],
    ['scan.JPG', 'scan', 'scan.pdf', 'scan (2).pdf'],
    ['report.final.PDF', 'report.final', 'report.final.PDF', 'report.final (2).pdf'],
    ['no extension', 'no extension', 'no extension.pdf', 'no extension (2).pdf'],
  ])('%s: stem %s, edited %s, second part %s', (name, stem, edited, secondPart) => {
    expect(stemOf(name)).toBe(stem);
    expect(pdfNameOf(name)).toBe(edited);
    expect(partNameOf(name, 1)).toBe(secondPart);
  });
});

describe('pageTextsOfDocument', () => {
  const read = { content: 'one\n\ntwo', pageStarts: [0, 5], contentEditedAt: null, processingStatus: 'processed' };
  it.each([
    ['read page by page', read, ['one', 'two']],
    ['read as a whole (no page starts)', { ...read, pageStarts: null }, []],
    ['typed by hand', { ...read, contentEditedAt: new Date() }, []],
    ['being read again', { ...read, processingStatus: 'pending' }, []],
  ])('%s', (_, document, texts) => {
    expect(pageTextsOfDocument(document)).toEqual(texts);
  });
});

describe('carriedPagesOf', () => {
  const texts = ['first', 'second', 'third'];
  it.each([
    [
      'unturned pages keep their text, at their new number',
      pages([3, 0], [1, 0]),
      [
        { pageNumber: 1, text: 'third' },
        { pageNumber: 2, text: 'first' },
      ],
    ],
    ['a turned page is read again', pages([1, 90], [2, 0]), [{ pageNumber: 2, text: 'second' }]],
    ['a page without a known text is read', pages([4, 0]), []],
    [
      'a page listed twice (a split) carries twice',
      pages([2, 0], [2, 0]),
      [
        { pageNumber: 1, text: 'second' },
        { pageNumber: 2, text: 'second' },
      ],
    ],
  ])('%s', (_, edits, carried) => {
    expect(carriedPagesOf(edits, texts)).toEqual(carried);
  });
});

describe('mergedCarriedPagesOf', () => {
  const read = (content: string, pageStarts: number[] | null) => ({
    content,
    pageStarts,
    contentEditedAt: null,
    processingStatus: 'processed',
  });
  it.each([
    [
      'each document’s pages follow the last',
      [read('a1\n\na2', [0, 4]), read('b1', [0])],
      [2, 1],
      [
        { pageNumber: 1, text: 'a1' },
        { pageNumber: 2, text: 'a2' },
        { pageNumber: 3, text: 'b1' },
      ],
    ],
    [
      'a document read as a whole carries nothing, the others keep their numbers',
      [read('whole', null), read('b1', [0])],
      [2, 1],
      [{ pageNumber: 3, text: 'b1' }],
    ],
  ])('%s', (_, documents, pageCounts, carried) => {
    expect(mergedCarriedPagesOf(documents, pageCounts)).toEqual(carried);
  });
});

describe('pageOperationsOf', () => {
  it.each([
    ['a turn', pages([1, 0], [2, 90]), 2, { rotated: 1, deleted: 0, isReordered: false }],
    ['a deletion', pages([1, 0], [3, 0]), 3, { rotated: 0, deleted: 1, isReordered: false }],
    ['a reorder', pages([2, 0], [1, 0]), 2, { rotated: 0, deleted: 0, isReordered: true }],
    ['all at once', pages([3, 180], [1, 270]), 4, { rotated: 2, deleted: 2, isReordered: true }],
  ])('%s', (_, edits, pageCount, operations) => {
    expect(pageOperationsOf(edits, pageCount)).toEqual(operations);
  });
});
