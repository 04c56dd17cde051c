import { describe, expect, it } from 'vitest';
import { dropOnDocument } from './drop-on-document';

describe('dropOnDocument', () => {
  it.each([
    [1, true, true, 'ask'],
    [1, true, false, 'version'],
    [1, false, true, 'import'],
    [1, false, false, 'none'],
    [2, true, true, 'import'],
    [3, true, false, 'none'],
    [5, false, true, 'import'],
  ] as const)('%i file(s), may add a version %s, may upload %s: %s', (filesCount, canAddVersion, canImport, expected) => {
    expect(dropOnDocument({ filesCount, canAddVersion, canImport })).toBe(expected);
  });
});
