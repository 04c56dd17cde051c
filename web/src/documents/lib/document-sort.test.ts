import { describe, expect, it } from 'vitest';
import { sortChoiceOf, sortQueryOf, withSortChoice } from './document-sort';

describe('document sort choices', () => {
  it.each([
    [null, 'documents', 'createdAt-desc', {}],
    ['name-asc', 'documents', 'name-asc', { sortBy: 'name', sortOrder: 'asc' }],
    ['relevance', 'documents', 'createdAt-desc', {}],
    ['relevance', 'search', 'relevance', {}],
    ['size-desc', 'search', 'size-desc', { sortBy: 'size', sortOrder: 'desc' }],
    ['archiveSerialNumber-asc', 'documents', 'archiveSerialNumber-asc', { sortBy: 'archiveSerialNumber', sortOrder: 'asc' }],
    ['archiveSerialNumber-desc', 'search', 'archiveSerialNumber-desc', { sortBy: 'archiveSerialNumber', sortOrder: 'desc' }],
    ['archiveSerialNumber-desc', 'trash', 'deletedAt-desc', {}],
    ['deletedAt-asc', 'trash', 'deletedAt-asc', { sortBy: 'deletedAt', sortOrder: 'asc' }],
    ['deletedAt-asc', 'documents', 'createdAt-desc', {}],
    ['nonsense', 'trash', 'deletedAt-desc', {}],
  ] as const)('%s in %s → %s', (value, scope, choice, query) => {
    expect(sortChoiceOf(value, scope)).toBe(choice);
    expect(sortQueryOf(sortChoiceOf(value, scope), scope)).toEqual(query);
  });

  it('leaves the list’s own order out of the URL', () => {
    const params = new URLSearchParams('q=invoice&sort=name-asc');
    expect(withSortChoice(params, 'size-asc', 'search').toString()).toBe('q=invoice&sort=size-asc');
    expect(withSortChoice(params, 'relevance', 'search').toString()).toBe('q=invoice');
  });
});
