// The demo's client over a database of its own, for the demo's tests: no upload delay, object URLs named by their keys.
import 'fake-indexeddb/auto';
import type { RunPageOperation } from '../pages/page-operations';
import { createDemoApiClient } from './demo-api-client';
import { openDemoDatabase } from './demo-database';
import { createDocumentProcessor, type ReadFile } from './demo-processing';

export async function openDemoTestClient({ readFile, runPageOperation }: { readFile: ReadFile; runPageOperation?: RunPageOperation }) {
  const database = await openDemoDatabase(`demo-test-${crypto.randomUUID()}`);
  const processor = createDocumentProcessor(database, readFile);
  const api = createDemoApiClient({
    database,
    processor,
    objectUrlOf: (key) => `blob:${key}`,
    baseUrl: 'http://localhost',
    uploadDelayMs: 0,
    runPageOperation,
  });
  return { api, database, processor };
}
