// The Web Worker of the demo's page editor (page-operations.ts), apart from the reader of uploads so that
// a scan being read with OCR never holds up the editor's pages.
import { runPageOperation, type PageOperation, type PageOperationAnswer } from './page-operations';

/** The bytes made are moved to the page, not copied. */
const transferablesOf = (answer: PageOperationAnswer): Transferable[] =>
  answer.type === 'done' && 'bytes' in answer.result ? [answer.result.bytes.buffer as ArrayBuffer] : [];

self.addEventListener('message', ({ data: { id, operation } }: MessageEvent<{ id: number; operation: PageOperation }>) =>
  runPageOperation(operation).then((answer) => self.postMessage({ id, answer }, { transfer: transferablesOf(answer) })),
);
