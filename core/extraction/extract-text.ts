import { extractEmailText } from './email';
import { ExtractionError } from './errors';
import { htmlToText } from './html-text';
import { MAX_TEXT_CHARS } from './limits';
import { mimeEssence, mimeTypeFromExtension, OFFICE_MIME_TYPES, type OfficeFormat } from '../files/mime-type';
import { decodeText, finishText } from './text';

export { ExtractionError } from './errors';
export type { ExtractionErrorCode } from './errors';

type Extractor = (bytes: Uint8Array) => string | Promise<string>;

// The PDF and office readers, with their libraries (pdf.js, fflate), are loaded by the first file that
// needs them: at the top level they cost the Worker's startup about 10 ms (README, "Startup time").
const loadPdfReader = () => import('./pdf');
const extractPdfText: Extractor = async (bytes) => (await loadPdfReader()).extractPdfText(bytes);

const TEXT_MIME_TYPES = new Set([
  'application/json',
  'application/xml',
  'application/yaml',
  'application/x-yaml',
  'application/csv',
  'application/x-ndjson',
  'application/javascript',
  'application/x-sh',
]);

const officeExtractor =
  (format: OfficeFormat): Extractor =>
  async (bytes) =>
    (await import('./office')).extractOfficeText(bytes, format);

const OFFICE_EXTRACTORS = new Map<string, Extractor>(
  Object.entries(OFFICE_MIME_TYPES).map(([format, mimeType]) => [mimeType, officeExtractor(format as OfficeFormat)]),
);

/** The extractor for a MIME type, or undefined when we have none (images, audio, unknown). */
function extractorFor(mimeType: string): Extractor | undefined {
  if (mimeType === 'application/pdf' || mimeType === 'application/x-pdf') return extractPdfText;
  if (mimeType === 'message/rfc822') return extractEmailText;
  const office = OFFICE_EXTRACTORS.get(mimeType);
  if (office) return office;
  if (mimeType.startsWith('image/')) return undefined;
  if (mimeType === 'text/html' || mimeType === 'application/xhtml+xml')
    return (bytes) => htmlToText(extractPlainText(bytes), 2 * MAX_TEXT_CHARS);
  if (mimeType.startsWith('text/') || TEXT_MIME_TYPES.has(mimeType) || mimeType.endsWith('+json') || mimeType.endsWith('+xml'))
    return extractPlainText;
  return undefined;
}

/** Declared as text but full of NUL bytes: a binary file under a wrong type, not text to keep. */
function extractPlainText(bytes: Uint8Array): string {
  const isUtf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!isUtf16 && looksBinary(bytes))
    throw new ExtractionError('extraction.unsupported', 'The file is declared as text but holds binary data');
  return decodeText(bytes);
}

function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  let zeros = 0;
  for (const byte of head) if (byte === 0) zeros++;
  return zeros > head.length / 100;
}

/**
 * The searchable text of a file, normalised and bounded (see limits.ts). The MIME type decides,
 * and the file extension when the type is one we cannot read: Windows declares .csv files as
 * application/vnd.ms-excel, and older records may hold application/octet-stream.
 * Images and unknown types give '' (planExtraction sends images to OCR). A damaged, encrypted or hostile file throws
 * an ExtractionError; it never hangs and never returns the file's raw bytes as text.
 */
export async function extractText({
  bytes,
  mimeType,
  fileName,
}: {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}): Promise<string> {
  const essence = mimeEssence(mimeType);
  const fromName = mimeTypeFromExtension(fileName);
  // An image stays an image whatever its name says: its bytes are not text.
  const extractor = essence.startsWith('image/') ? undefined : (extractorFor(essence) ?? (fromName ? extractorFor(fromName) : undefined));
  if (!extractor) return '';
  try {
    return finishText(await extractor(bytes));
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // Parsers throw all sorts of errors on hostile input; to the caller they mean "bad file".
    // RangeError from a failed allocation included: the file asked for more memory than we have.
    throw new ExtractionError('extraction.corrupt_file', 'The file could not be read', { cause: error });
  }
}

/** Image types whose pixels we can decode and read (OCR); others (HEIC, SVG…) keep no text. */
export const READABLE_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/bmp']);

/**
 * A text layer with fewer letters and digits than this is a scan (a scanner's stamp or page number
 * at most): the page is read with OCR, which finds that stamp too.
 */
const MIN_TEXT_LAYER_CHARACTERS = 40;

const isScannedPageText = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < MIN_TEXT_LAYER_CHARACTERS;

type PlannedPage = { text: string; needsOcr: boolean };

/**
 * What processing a file takes: its text at once, or pages to read one by one (images, and PDFs with
 * scanned pages, whose text-layer pages are kept as extracted). Scanned pages past the first
 * `maxOcrPages` stay unread, and the first of them says so in the text.
 */
export async function planExtraction(
  { bytes, mimeType, fileName }: { bytes: Uint8Array; mimeType: string; fileName: string },
  { maxOcrPages }: { maxOcrPages: number },
): Promise<{ content: string } | { pages: PlannedPage[] }> {
  const essence = mimeEssence(mimeType);
  if (READABLE_IMAGE_TYPES.has(essence)) return { pages: [{ text: '', needsOcr: true }] };
  if (!isPdf(essence, fileName)) return { content: await extractText({ bytes, mimeType, fileName }) };

  const { pages: texts } = await (await loadPdfReader()).extractPdfPages(bytes);
  if (!texts.some(isScannedPageText)) return { content: joinPageTexts(texts) };

  let scanned = 0;
  return {
    pages: texts.map((text, index) => {
      if (!isScannedPageText(text)) return { text, needsOcr: false };
      scanned += 1;
      if (scanned <= maxOcrPages) return { text, needsOcr: true };
      const note =
        scanned === maxOcrPages + 1
          ? `[Text recognition stopped here, at page ${index + 1}: only the first ${maxOcrPages} scanned pages of a document are read.]`
          : '';
      return { text: note, needsOcr: false };
    }),
  };
}

/** Declared as a PDF, or named like one under a type that says nothing more. */
function isPdf(mimeType: string, fileName: string): boolean {
  const essence = mimeEssence(mimeType);
  return (
    essence === 'application/pdf' ||
    essence === 'application/x-pdf' ||
    (!extractorFor(essence) && !essence.startsWith('image/') && mimeTypeFromExtension(fileName) === 'application/pdf')
  );
}

/** PDFs and the images we can decode have pages: a thumbnail, and OCR where there is no text. */
export const hasPages = (mimeType: string, fileName: string) =>
  READABLE_IMAGE_TYPES.has(mimeEssence(mimeType)) || isPdf(mimeType, fileName);

/** How long a file's text extraction may take: a file built to stall the parser fails with extraction.timeout instead. */
const EXTRACTION_TIMEOUT_MS = 60_000;

export function withinExtractionTime<T>(promise: Promise<T>, milliseconds = EXTRACTION_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExtractionError('extraction.timeout', 'Text extraction took too long')), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The text of a document read page by page: pages apart by a blank line, normalised and bounded like all extracted text. */
export const joinPageTexts = (texts: string[]) => finishText(texts.join('\n\n'));
