import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

const ROOT = path.join(import.meta.dirname, '../..');

describe('the task queue’s batches', () => {
  // Its messages share an invocation's D1 statements by this size (STATEMENTS_PER_TASK): a larger batch would overrun them.
  it.each([undefined, 'production'])(
    'are as large as the consumer counts on (worker/platform/queue.ts, wrangler.toml, environment %s)',
    (environment) => {
      const counted = fs
        .readFileSync(path.join(ROOT, 'worker/platform/queue.ts'), 'utf8')
        .match(/^export const TASK_BATCH_SIZE = (\d+);$/m)?.[1];
      const config = unstable_readConfig({ config: path.join(ROOT, 'wrangler.toml'), env: environment }, { hideWarnings: true });
      const consumer = config.queues.consumers?.find(({ queue }: { queue: string }) => queue === 'archive-documents');
      expect(counted).toBeDefined();
      expect(String(consumer?.max_batch_size)).toBe(counted);
    },
  );
});
