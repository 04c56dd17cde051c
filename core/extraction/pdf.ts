import { getDocumentProxy } from 'unpdf';
import { ExtractionError } from './errors';
import { MAX_PDF_PAGES, MAX_TEXT_CHARS } from './limits';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * PDF text with unpdf (pdf.js), page by page. unpdf's own extractText reads every page at once; we go
 * page by page so a 5,000-page file costs at most MAX_PDF_PAGES pages of time and memory, and we stop
 * as soon as we have all the text we would keep. A scanned page has no text layer and gives '':
 * `pageCount` tells how many pages the file has, so the caller can read those with OCR.
 */
export async function extractPdfPages(bytes: Uint8Array): Promise<{ pages: string[]; pageCount: number }> {
  let document: PdfDocument;
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy so the caller's
    // bytes stay usable (hashing, retries, tests).
    document = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  } catch (error) {
    throw toExtractionError(error);
  }

  try {
    const pageCount = Math.min(document.numPages, MAX_PDF_PAGES);
    const pages: string[] = [];
    let length = 0;
    let failedPages = 0;
    for (let number = 1; number <= pageCount && length < MAX_TEXT_CHARS; number++) {
      try {
        const text = await readPage(document, number);
        pages.push(text);
        length += text.length;
      } catch (error) {
        // One broken page should not cost the whole document its text.
        failedPages++;
        pages.push('');
        if (failedPages === pageCount) throw error;
      }
    }
    return { pages, pageCount: document.numPages };
  } catch (error) {
    throw toExtractionError(error);
  } finally {
    // Frees pdf.js's caches and fonts; the Worker isolate outlives this document.
    await document.loadingTask.destroy().catch(() => {});
  }
}

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  return (await extractPdfPages(bytes)).pages.join('\n\n');
}

async function readPage(document: PdfDocument, number: number): Promise<string> {
  const page = await document.getPage(number);
  try {
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
  } finally {
    page.cleanup();
  }
}

function toExtractionError(error: unknown): ExtractionError {
  if (error instanceof ExtractionError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return new ExtractionError('extraction.encrypted', 'The PDF is password-protected', { cause: error });
  return new ExtractionError('extraction.corrupt_file', 'The PDF is damaged or not a valid PDF', { cause: error });
}
