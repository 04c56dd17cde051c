import { describe, expect, it } from 'vitest';
import { isPageEditable, pageEditRefusal } from './editable-document';

const limits = { maxBytes: 1000, maxPages: 10 };

describe('isPageEditable', () => {
  it.each([
    ['application/pdf', true],
    ['image/jpeg', true],
    ['image/png', true],
    ['image/tiff', true],
    ['image/webp', true],
    ['text/plain', false],
  ])('%s: %s', (mimeType, expected) => {
    expect(isPageEditable({ mimeType })).toBe(expected);
  });
});

describe('pageEditRefusal', () => {
  it.each([
    ['a file within the limits', { size: 1000, pagesCount: 10 }, null],
    ['a file not listed yet', { size: 10 }, null],
    ['a file too heavy, before its pages are listed', { size: 1001 }, { reason: 'too-large', maxBytes: 1000 }],
    ['too many pages', { size: 10, pagesCount: 11 }, { reason: 'too-many-pages', maxPages: 10 }],
  ] as const)('%s', (_, file, expected) => {
    expect(pageEditRefusal(limits, file)).toEqual(expected);
  });
});
