import { describe, expect, it } from 'vitest';
import { isViewChanged, viewSearchParams, viewStateOf } from './view-url';

const view = {
  id: 'view_1',
  searchQuery: 'unpaid date:2025',
  tagIds: ['tag_a', 'tag_b'],
  tagMatch: 'any' as const,
  sort: 'documentDate-desc',
  columns: ['documentDate' as const],
  layout: 'grid' as const,
};
const fallback = { columns: ['tags' as const, 'createdAt' as const], layout: 'table' as const };

describe('view URLs', () => {
  it('opens a view exactly, and reads the same state back', () => {
    const params = viewSearchParams(view);
    expect(params.toString()).toBe(
      'view=view_1&q=unpaid+date%3A2025&tags=tag_a%2Ctag_b&match=any&sort=documentDate-desc&cols=documentDate&layout=grid',
    );
    const state = viewStateOf(params, fallback);
    expect(state).toEqual({
      searchQuery: 'unpaid date:2025',
      tagIds: ['tag_a', 'tag_b'],
      tagMatch: 'any',
      sort: 'documentDate-desc',
      columns: ['documentDate'],
      layout: 'grid',
    });
    expect(isViewChanged(view, state)).toBe(false);
  });

  it('takes the browser’s columns and layout where the URL names none', () => {
    expect(viewStateOf(new URLSearchParams('q=x'), fallback)).toMatchObject({
      columns: ['tags', 'createdAt'],
      layout: 'table',
      sort: null,
      tagIds: [],
      tagMatch: 'all',
    });
  });

  it.each([
    ['the search', { searchQuery: 'paid' }],
    ['the tags', { tagIds: ['tag_a'] }],
    ['the order', { sort: null }],
    ['the columns', { columns: ['tags' as const] }],
    ['the layout', { layout: 'table' as const }],
  ])('notices a change of %s', (_label, change) => {
    const state = { ...viewStateOf(viewSearchParams(view), fallback), ...change };
    expect(isViewChanged(view, state)).toBe(true);
  });

  it('leaves the columns to the browser for a view saved without them', () => {
    const params = viewSearchParams({ ...view, columns: null });
    expect(params.has('cols')).toBe(false);
    expect(isViewChanged({ ...view, columns: null }, viewStateOf(params, fallback))).toBe(false);
  });
});
