import type { DocumentLanguage } from '../../organizations/document-languages';

/** A PDF or an image opened for its pages: the pixels stay inside, one page at a time. */
export interface PagedFile {
  /** The page's text, read with OCR in these languages (pages count from 1). */
  recognize(pageNumber: number, languages: DocumentLanguage[]): Promise<string>;
  /** The first page, small (about 320 px wide) and encoded for the web. */
  thumbnail(): Promise<{ bytes: Uint8Array; contentType: string }>;
  /** Frees what the file holds (the PDF renderer's document); the engines stay warm for the next file. */
  close(): void;
}

/** Turns files into pages; the host (the Worker, a browser Web Worker) gives the engines. */
export interface PageReader {
  /** Throws an ExtractionError when the file is damaged or not what its type says. */
  open(file: { bytes: Uint8Array; mimeType: string; fileName: string }): Promise<PagedFile>;
}
