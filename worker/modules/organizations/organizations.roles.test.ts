import { describe, expect, it } from 'vitest';
import { hasRoleAtLeast } from './organizations.roles';

describe('hasRoleAtLeast', () => {
  it.each([
    ['owner', 'owner', true],
    ['owner', 'admin', true],
    ['owner', 'member', true],
    ['admin', 'owner', false],
    ['admin', 'admin', true],
    ['admin', 'member', true],
    ['member', 'owner', false],
    ['member', 'admin', false],
    ['member', 'member', true],
  ] as const)('%s meets %s: %s', (role, minimum, expected) => {
    expect(hasRoleAtLeast(role, minimum)).toBe(expected);
  });
});
