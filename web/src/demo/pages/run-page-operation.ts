import type { PageOperation, PageOperationAnswer } from './page-operations';

/** One Web Worker for the editor's operations, started by the first one; each answer finds its call by id. */
let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, (answer: PageOperationAnswer) => void>();

function startWorker(): Worker {
  const started = new Worker(new URL('./page-operations.worker.ts', import.meta.url), { type: 'module' });
  started.addEventListener('message', ({ data: { id, answer } }: MessageEvent<{ id: number; answer: PageOperationAnswer }>) => {
    waiting.get(id)?.(answer);
    waiting.delete(id);
  });
  // A script that failed to load or crashed: the calls under way fail, and the next one gets a new Web Worker.
  started.addEventListener('error', (event) => {
    const message = `The page editor stopped: ${event instanceof ErrorEvent ? event.message : 'its script could not be loaded'}`;
    for (const answer of waiting.values()) answer({ type: 'failed', message });
    waiting.clear();
    started.terminate();
    worker = undefined;
  });
  return started;
}

const buffersOf = (operation: PageOperation): ArrayBuffer[] =>
  (operation.type === 'compose' ? operation.sources : [operation]).map(({ bytes }) => bytes.buffer as ArrayBuffer);

/** Runs a page operation in the editor's Web Worker; the operation's bytes are moved there, not copied. */
export function runInPageWorker(operation: PageOperation): Promise<PageOperationAnswer> {
  worker ??= startWorker();
  const id = ++lastId;
  const answered = new Promise<PageOperationAnswer>((resolve) => waiting.set(id, resolve));
  worker.postMessage({ id, operation }, { transfer: [...new Set(buffersOf(operation))] });
  return answered;
}
