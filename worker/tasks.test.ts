import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './tasks';

describe('retryDelaySeconds', () => {
  it.each([
    [1, 10],
    [2, 20],
    [3, 40],
    [6, 320],
    [10, 3600],
    [0, 10],
  ])('attempt %d waits %d s', (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });
});
