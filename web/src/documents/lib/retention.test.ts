import { describe, expect, it } from 'vitest';
import { getExpirationDate, getRemainingRetentionDays } from './retention';

const now = new Date('2025-03-10T12:00:00Z');

describe('getRemainingRetentionDays', () => {
  it.each([
    ['deleted just now', '2025-03-10T12:00:00Z', 30, 30],
    ['deleted one day ago', '2025-03-09T12:00:00Z', 30, 29],
    ['deleted 29.5 days ago', '2025-02-09T00:00:00Z', 30, 1],
    ['expires right now', '2025-02-08T12:00:00Z', 30, 0],
    ['expired long ago', '2024-01-01T00:00:00Z', 30, 0],
    ['one minute ago, 7 days retention', '2025-03-10T11:59:00Z', 7, 7],
    ['zero retention', '2025-03-10T11:00:00Z', 0, 0],
    ['deleted in the future (clock skew)', '2025-03-11T12:00:00Z', 30, 31],
  ])('%s: %s + %d days leaves %d', (_name, deletedAt, retentionDays, expected) => {
    expect(getRemainingRetentionDays({ deletedAt: new Date(deletedAt), retentionDays, now })).toBe(expected);
  });
});

describe('getExpirationDate', () => {
  it('adds the retention days to the deletion date', () => {
    expect(getExpirationDate({ deletedAt: new Date('2025-01-31T08:00:00Z'), retentionDays: 30 }).toISOString()).toBe(
      '2025-03-02T08:00:00.000Z',
    );
  });
});
