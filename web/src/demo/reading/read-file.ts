import type { ExtractionErrorCode } from '../../../../core/extraction/extract-text';
import type { ReaderMessage, ReadRequest, ReadResult } from './document-file-reading';

type ReadFileOptions = { onProgress?(pagesDone: number, pagesTotal: number): void; signal?: AbortSignal };
/** `pagesTotal` is 0 unless the file's pages were read one by one (OCR), as the Worker records it. */
type ReadFileResult = ReadResult;

/** The file cannot be read: its message is what the Worker records as the document's processing error. */
class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';

  constructor(
    message: string,
    /** The extraction's code; null when its pages could not be drawn (core/pages gives no code). */
    readonly code: ExtractionErrorCode | null,
  ) {
    super(message);
  }
}

type Job = {
  request: ReadRequest;
  onProgress: ReadFileOptions['onProgress'];
  resolve(result: ReadFileResult): void;
  reject(error: unknown): void;
};

/** One Web Worker for every file: its OCR engine, once its models are loaded, serves the next scan too. */
let reader: { worker: Worker; port: MessagePort } | undefined;
let current: Job | undefined;
const waiting: Job[] = [];

function startReader(): { worker: Worker; port: MessagePort } {
  const worker = new Worker(new URL('./file-reader.worker.ts', import.meta.url), { type: 'module' });
  // Files and answers go over a port of their own: pdf.js, inside, posts on the Web Worker's global scope.
  const { port1: port, port2 } = new MessageChannel();
  worker.postMessage(null, [port2]);
  port.onmessage = ({ data }: MessageEvent<ReaderMessage>) => {
    if (!current) return;
    if (data.type === 'progress') return current.onProgress?.(data.pagesDone, data.pagesTotal);
    const job = current;
    current = undefined;
    if (data.type === 'read') {
      const { type: _, ...result } = data;
      job.resolve(result);
    } else if (data.type === 'unreadable') job.reject(new UnreadableFileError(data.reason, data.code));
    else job.reject(new Error(`The file could not be read: ${data.message}`));
    startNext();
  };
  // A script that failed to load or crashed: the file fails, and the next one gets a new Web Worker.
  worker.addEventListener('error', (event) => {
    const job = current;
    stopReader();
    job?.reject(new Error(`The file reader stopped: ${event instanceof ErrorEvent ? event.message : 'its script could not be loaded'}`));
    startNext();
  });
  return { worker, port };
}

/** Ends the Web Worker with the file it is reading (OCR cannot be interrupted otherwise). */
function stopReader() {
  reader?.port.close();
  reader?.worker.terminate();
  reader = undefined;
  current = undefined;
}

function startNext() {
  if (current) return;
  current = waiting.shift();
  if (!current) return;
  reader ??= startReader();
  reader.port.postMessage(current.request, [current.request.bytes]);
}

/**
 * The text of a file (and its first page's thumbnail, its count of pages read with OCR), read as the
 * Worker reads an upload, in a Web Worker, one file at a time. `input.bytes` is moved, not copied: it
 * is detached as soon as this is called. Rejects with UnreadableFileError for a file that cannot be
 * read, with an Error for anything else (a download that failed), and with the signal's reason when
 * aborted (which, while the file is being read, ends the Web Worker, OCR engine included).
 */
export function readFile(input: ReadRequest, { onProgress, signal }: ReadFileOptions = {}): Promise<ReadFileResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const bytes = structuredClone(input.bytes, { transfer: [input.bytes] });
    const abort = () => {
      if (current === job) stopReader();
      else waiting.splice(waiting.indexOf(job), 1);
      reject(signal!.reason);
      startNext();
    };
    const job: Job = {
      request: { ...input, bytes },
      onProgress,
      resolve(result) {
        signal?.removeEventListener('abort', abort);
        resolve(result);
      },
      reject(error) {
        signal?.removeEventListener('abort', abort);
        reject(error);
      },
    };
    signal?.addEventListener('abort', abort, { once: true });
    waiting.push(job);
    startNext();
  });
}
