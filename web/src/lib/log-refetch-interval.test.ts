import { describe, expect, it } from 'vitest';
import { LOG_REFETCH_INTERVAL_MS, logRefetchInterval } from './log-refetch-interval';

const isPending = (entry: { status: string }) => entry.status === 'pending';

describe('logRefetchInterval', () => {
  it.each([
    [[{ status: 'done' }, { status: 'pending' }], LOG_REFETCH_INTERVAL_MS.settling],
    [[{ status: 'done' }, { status: 'failed' }], LOG_REFETCH_INTERVAL_MS.idle],
    [[], LOG_REFETCH_INTERVAL_MS.idle],
    [undefined, false],
  ])('%j → %s', (entries, expected) => {
    expect(logRefetchInterval(entries, isPending)).toBe(expected);
  });
});
