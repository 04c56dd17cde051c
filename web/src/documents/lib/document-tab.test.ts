import { describe, expect, it } from 'vitest';
import { parseDocumentTab } from './document-tab';

describe('parseDocumentTab', () => {
  it.each([
    [null, 'info'],
    ['', 'info'],
    ['info', 'info'],
    ['content', 'content'],
    ['activity', 'activity'],
    ['notes', 'notes'],
    ['versions', 'versions'],
    ['Activity', 'info'],
    ['settings', 'info'],
  ])('%j opens %s', (value, expected) => {
    expect(parseDocumentTab(value)).toBe(expected);
  });
});
