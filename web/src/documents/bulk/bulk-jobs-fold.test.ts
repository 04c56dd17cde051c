import { describe, expect, it } from 'vitest';
import { opensFolded, seenAfterShowing } from './bulk-jobs-fold';

const running = { id: 'job_a', status: 'running' } as const;
const done = { id: 'job_b', status: 'done' } as const;
const failed = { id: 'job_c', status: 'failed' } as const;

describe('opensFolded', () => {
  it.each([
    { jobs: [done, failed], seen: ['job_b', 'job_c'], folded: true },
    { jobs: [done, failed], seen: ['job_b'], folded: false },
    { jobs: [done], seen: [], folded: false },
    { jobs: [running], seen: ['job_a'], folded: false },
    { jobs: [running, done], seen: ['job_b'], folded: false },
  ])('$jobs.length jobs, seen $seen: folded $folded', ({ jobs, seen, folded }) => {
    expect(opensFolded(jobs, new Set(seen))).toBe(folded);
  });
});

describe('seenAfterShowing', () => {
  it.each([
    { jobs: [running, done, failed], seen: [], after: ['job_b', 'job_c'] },
    { jobs: [done], seen: ['job_gone', 'job_b'], after: ['job_b'] },
    { jobs: [running], seen: [], after: [] },
  ])('$jobs.length jobs, seen $seen: $after', ({ jobs, seen, after }) => {
    expect(seenAfterShowing(jobs, new Set(seen))).toEqual(after);
  });
});
