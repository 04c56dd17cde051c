import { describe, expect, it } from 'vitest';
import { landingPathOf } from './landing-path';

describe('landingPathOf', () => {
  const none = { storedId: undefined, lastOpenedId: null, pendingInvitationsCount: 0 };
  it.each<[string, Parameters<typeof landingPathOf>[0], string]>([
    [
      'the organization this browser opened last',
      { ...none, organizationIds: ['org_a', 'org_b'], storedId: 'org_b', lastOpenedId: 'org_a' },
      '/organizations/org_b',
    ],
    [
      'a new device: the one the server says was opened last',
      { ...none, organizationIds: ['org_a', 'org_b'], lastOpenedId: 'org_b' },
      '/organizations/org_b',
    ],
    ['a new device of a user of one organization', { ...none, organizationIds: ['org_a'] }, '/organizations/org_a'],
    [
      'a stored organization the user left, with one still theirs',
      { ...none, organizationIds: ['org_a'], storedId: 'org_gone' },
      '/organizations/org_a',
    ],
    [
      'a last opened organization the user left',
      { ...none, organizationIds: ['org_a', 'org_b'], lastOpenedId: 'org_gone' },
      '/organizations',
    ],
    ['several and none opened yet', { ...none, organizationIds: ['org_a', 'org_b'] }, '/organizations'],
    ['none, with invitations waiting', { ...none, organizationIds: [], pendingInvitationsCount: 2 }, '/invitations'],
    ['none at all', { ...none, organizationIds: [] }, '/organizations/first'],
  ])('%s', (_case, input, expected) => {
    expect(landingPathOf(input)).toBe(expected);
  });
});
