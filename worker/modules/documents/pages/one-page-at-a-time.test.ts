import { describe, expect, it } from 'vitest';
import { onePageAtATime } from './one-page-at-a-time';

describe('onePageAtATime', () => {
  it('runs pages one after another, in the order they came, a failed one letting the next run', async () => {
    const events: string[] = [];
    const page = (name: string, fails = false) =>
      onePageAtATime(async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`${name} ends`);
        if (fails) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([page('first'), page('second', true), page('third')]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([
      'first',
      'second failed',
      'third',
    ]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends', 'third starts', 'third ends']);
  });
});
