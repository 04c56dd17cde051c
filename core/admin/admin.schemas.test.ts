import { describe, expect, it } from 'vitest';
import { consoleListQuerySchema, cursorOf } from './admin.schemas';

const ID = 'usr_abcdefghijklmnopqrstuvwx';

describe('consoleListQuerySchema', () => {
  it('reads back the cursor a page answered', () => {
    const createdAt = new Date('2026-11-29T10:00:00.123Z');
    expect(consoleListQuerySchema.parse({ cursor: cursorOf({ createdAt, id: ID }) }).cursor).toEqual({ createdAt, id: ID });
  });

  it.each([
    { query: {}, search: undefined, pageSize: 25 },
    { query: { search: '  ada  ', pageSize: '10' }, search: 'ada', pageSize: 10 },
    { query: { search: '   ' }, search: undefined, pageSize: 25 },
  ])('$query', ({ query, search, pageSize }) => {
    const parsed = consoleListQuerySchema.parse(query);
    expect([parsed.search, parsed.pageSize]).toEqual([search, pageSize]);
  });

  it.each([
    { cursor: 'nope' },
    { cursor: `x.${ID}` },
    { cursor: '12.usr_short' },
    { pageSize: '0' },
    { pageSize: '101' },
    { search: 'a'.repeat(201) },
  ])('refuses %o', (query) => {
    expect(consoleListQuerySchema.safeParse(query).success).toBe(false);
  });
});
