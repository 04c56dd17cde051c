import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');

describe('the task queue’s batches', () => {
  // Its messages share an invocation's D1 statements by this size (STATEMENTS_PER_TASK): a larger batch would overrun them.
  it('are as large as the consumer counts on (worker/platform/queue.ts, wrangler.toml)', () => {
    const counted = read('worker/platform/queue.ts').match(/^export const TASK_BATCH_SIZE = (\d+);$/m)?.[1];
    const consumer = read('wrangler.toml')
      .split('[[queues.consumers]]')
      .slice(1)
      .find((section) => /^\s*queue = "archive-documents"$/m.test(section));
    expect(counted).toBeDefined();
    expect(consumer?.match(/^max_batch_size = (\d+)$/m)?.[1]).toBe(counted);
  });
});
