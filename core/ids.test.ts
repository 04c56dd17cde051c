import { describe, expect, it } from 'vitest';
import { generateId, idPattern } from './ids';

describe('generateId', () => {
  it.each(['org', 'usr', 'doc', 'tag', 'tr'])('makes %s_ followed by 24 lowercase alphanumerics', (prefix) => {
    expect(generateId(prefix)).toMatch(new RegExp(`^${prefix}_[a-z0-9]{24}$`));
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateId('org')));
    expect(ids.size).toBe(1000);
  });
});

describe('idPattern', () => {
  it.each([
    ['org_abc123', true],
    ['org_', false],
    ['doc_abc123', false],
    ['org_ABC', false],
    ['org_abc/../x', false],
  ])('%s matches org: %s', (id, expected) => {
    expect(idPattern('org').test(id)).toBe(expected);
  });
});
