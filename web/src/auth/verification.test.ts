import { describe, expect, it } from 'vitest';
import { readVerificationState, secondsUntilResend, verificationLinkOutcome } from './verification';

describe('readVerificationState', () => {
  it.each([
    [
      { email: 'ada@example.com', sentAt: 1000 },
      { email: 'ada@example.com', sentAt: 1000 },
    ],
    [{ email: 'ada@example.com' }, { email: 'ada@example.com' }],
    [{ email: '', sentAt: Number.NaN }, {}],
    [{ email: 42, sentAt: '1000' }, {}],
    [{ from: '/documents' }, {}],
    [null, {}],
    [undefined, {}],
    ['ada@example.com', {}],
  ])('%j → %j', (state, expected) => {
    expect(readVerificationState(state)).toEqual(expected);
  });
});

describe('secondsUntilResend', () => {
  const sentAt = 1_000_000;
  it.each([
    ['never sent', undefined, sentAt, 0],
    ['just sent', sentAt, sentAt, 60],
    ['a moment later', sentAt, sentAt + 1, 60],
    ['one second later', sentAt, sentAt + 1000, 59],
    ['in the last second', sentAt, sentAt + 59_001, 1],
    ['at the end', sentAt, sentAt + 60_000, 0],
    ['long after', sentAt, sentAt + 3_600_000, 0],
    ['sent "in the future" (a clock set back)', sentAt + 600_000, sentAt, 60],
  ])('%s: %d s', (_label, sent, now, seconds) => {
    expect(secondsUntilResend(sent, now)).toBe(seconds);
  });
});

describe('verificationLinkOutcome', () => {
  it.each([
    [null, true, 'verified'],
    [null, false, 'incomplete'],
    ['TOKEN_EXPIRED', true, 'expired'],
    ['INVALID_TOKEN', true, 'invalid'],
    ['INVALID_TOKEN', false, 'invalid'],
    ['USER_NOT_FOUND', true, 'invalid'],
    ['', true, 'invalid'],
  ])('error=%j, on the landing path: %s → %s', (error, isLanding, outcome) => {
    expect(verificationLinkOutcome(error, { isLanding })).toBe(outcome);
  });
});
