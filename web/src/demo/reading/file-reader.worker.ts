// The Web Worker that reads the demo's uploads (document-file-reading.ts), so that OCR never holds up the page.
import { failureOf, readDocumentFile, type ReaderMessage, type ReadRequest } from './document-file-reading';

/**
 * read-file.ts sends a port first, and then one file at a time over it, waiting for each answer. Not
 * the global scope: pdf.js, finding itself in a Web Worker, takes that for its own messages (it
 * announces itself there as it loads).
 */
self.addEventListener(
  'message',
  (event: MessageEvent) => {
    const port = event.ports[0]!;
    const post = (message: ReaderMessage) => port.postMessage(message);
    port.onmessage = ({ data }: MessageEvent<ReadRequest>) =>
      readDocumentFile(data, (pagesDone, pagesTotal) => post({ type: 'progress', pagesDone, pagesTotal })).then(
        (result) => post({ type: 'read', ...result }),
        (error: unknown) => post(failureOf(error)),
      );
  },
  { once: true },
);
