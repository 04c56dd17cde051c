import { describe, expect, it } from 'vitest';
import type { TaggingRuleRun } from '@/api/types';
import { getRunProgress, hasRunFinished, runRefetchInterval, TAGGING_RULE_RUN_POLL_INTERVAL_MS } from './tagging-rule-run';

type RunCounts = Pick<TaggingRuleRun, 'status' | 'documentsCount' | 'processedCount' | 'taggedCount'>;

describe('getRunProgress', () => {
  it.each<[RunCounts, { percent: number; processedCount: number; documentsCount: number; taggedCount: number; isRunning: boolean }]>([
    [
      { status: 'running', documentsCount: 0, processedCount: 0, taggedCount: 0 },
      { percent: 0, processedCount: 0, documentsCount: 0, taggedCount: 0, isRunning: true },
    ],
    [
      { status: 'running', documentsCount: 200, processedCount: 50, taggedCount: 3 },
      { percent: 25, processedCount: 50, documentsCount: 200, taggedCount: 3, isRunning: true },
    ],
    [
      { status: 'running', documentsCount: 3, processedCount: 2, taggedCount: 0 },
      { percent: 66, processedCount: 2, documentsCount: 3, taggedCount: 0, isRunning: true },
    ],
    [
      { status: 'running', documentsCount: 10, processedCount: 10, taggedCount: 1 },
      { percent: 100, processedCount: 10, documentsCount: 10, taggedCount: 1, isRunning: true },
    ],
    [
      { status: 'running', documentsCount: 10, processedCount: 12, taggedCount: 1 },
      { percent: 100, processedCount: 10, documentsCount: 10, taggedCount: 1, isRunning: true },
    ],
    [
      { status: 'running', documentsCount: 10, processedCount: -1, taggedCount: -1 },
      { percent: 0, processedCount: 0, documentsCount: 10, taggedCount: 0, isRunning: true },
    ],
    [
      { status: 'running', documentsCount: Number.NaN, processedCount: 3, taggedCount: 0 },
      { percent: 0, processedCount: 0, documentsCount: 0, taggedCount: 0, isRunning: true },
    ],
    [
      { status: 'done', documentsCount: 0, processedCount: 0, taggedCount: 0 },
      { percent: 100, processedCount: 0, documentsCount: 0, taggedCount: 0, isRunning: false },
    ],
    [
      { status: 'done', documentsCount: 40, processedCount: 40, taggedCount: 12 },
      { percent: 100, processedCount: 40, documentsCount: 40, taggedCount: 12, isRunning: false },
    ],
    [
      { status: 'failed', documentsCount: 40, processedCount: 10, taggedCount: 2 },
      { percent: 25, processedCount: 10, documentsCount: 40, taggedCount: 2, isRunning: false },
    ],
  ])('%j', (run, expected) => {
    expect(getRunProgress(run)).toEqual({ status: run.status, ...expected });
  });
});

describe('runRefetchInterval', () => {
  it.each<[Pick<TaggingRuleRun, 'status'> | null | undefined, number | false]>([
    [undefined, false],
    [null, false],
    [{ status: 'running' }, TAGGING_RULE_RUN_POLL_INTERVAL_MS],
    [{ status: 'done' }, false],
    [{ status: 'failed' }, false],
  ])('%j → %s', (run, expected) => {
    expect(runRefetchInterval(run)).toBe(expected);
  });

  it('polls every 1.5 seconds', () => {
    expect(TAGGING_RULE_RUN_POLL_INTERVAL_MS).toBe(1500);
  });
});

describe('hasRunFinished', () => {
  it.each<[TaggingRuleRun['status'] | undefined, TaggingRuleRun['status'] | undefined, boolean]>([
    ['running', 'done', true],
    ['running', 'failed', true],
    ['running', 'running', false],
    [undefined, 'done', false],
    ['done', 'done', false],
    ['done', 'running', false],
    ['running', undefined, false],
  ])('%s → %s: %s', (previous, current, expected) => {
    expect(hasRunFinished(previous, current)).toBe(expected);
  });
});
