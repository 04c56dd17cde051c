import { describe, expect, it } from 'vitest';
import { invitationStatusAt } from './invitations.dto';

const now = new Date('2026-11-24T12:00:00Z');

describe('invitationStatusAt', () => {
  it.each([
    ['pending', '2026-11-25T00:00:00Z', 'pending'],
    ['pending', '2026-11-24T12:00:00Z', 'expired'],
    ['pending', '2026-11-20T00:00:00Z', 'expired'],
    ['accepted', '2026-11-20T00:00:00Z', 'accepted'],
    ['rejected', '2026-11-20T00:00:00Z', 'rejected'],
    ['cancelled', '2026-11-30T00:00:00Z', 'cancelled'],
    ['expired', '2026-11-30T00:00:00Z', 'expired'],
  ] as const)('%s until %s → %s', (status, expiresAt, expected) => {
    expect(invitationStatusAt({ status, expiresAt: new Date(expiresAt) }, now)).toBe(expected);
  });
});
