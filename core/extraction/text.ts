import { MAX_TEXT_BYTES, MAX_TEXT_CHARS } from './limits';

/**
 * Bytes of a text file decoded at most. The kept text is at most MAX_TEXT_BYTES of UTF-8, so
 * decoding more would only build a bigger string to throw away (a 100 MB log would not fit in
 * memory as a string). The margin leaves room for whitespace that normalisation removes.
 */
const MAX_DECODED_BYTES = 2 * MAX_TEXT_BYTES;

/**
 * Plain-text files: UTF-8, with or without a byte-order mark. A UTF-16 BOM (Windows "Unicode"
 * text, Excel's Unicode export) switches to UTF-16. Invalid bytes become U+FFFD rather than
 * failing: a mostly readable file is still worth indexing.
 */
export function decodeText(bytes: Uint8Array): string {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  const limit = encoding === 'utf-8' ? MAX_DECODED_BYTES : 2 * MAX_DECODED_BYTES;
  // `stream: true` holds back a character cut in half by the limit instead of emitting U+FFFD.
  // The decoder removes the BOM itself (ignoreBOM defaults to false).
  return new TextDecoder(encoding).decode(bytes.subarray(0, limit), { stream: bytes.length > limit });
}

/**
 * Light clean-up shared by every format: unified line ends, no control characters (NUL breaks
 * SQLite text and FTS), no trailing spaces, at most one blank line in a row, no outer blanks.
 * Indentation is kept: it carries meaning in code, YAML and Markdown.
 */
function normalizeText(text: string): string {
  return (
    text
      .replace(/\r\n?|[\f\v\u2028\u2029]/g, '\n')
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, '')
      // Line by line rather than /\s+$/gm, which is quadratic on a long run of inner spaces.
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Cuts text to the stored maximum, never through a surrogate pair. */
function boundText(text: string): string {
  let bounded = text.length > MAX_TEXT_CHARS ? text.slice(0, cutIndex(text, MAX_TEXT_CHARS)) : text;
  if (bounded.length * 3 > MAX_TEXT_BYTES) {
    // encodeInto stops before a character that does not fit and reports how much it read.
    const { read } = new TextEncoder().encodeInto(bounded, new Uint8Array(MAX_TEXT_BYTES));
    if (read < bounded.length) bounded = bounded.slice(0, read);
  }
  return bounded;
}

function cutIndex(text: string, index: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xd800 && code <= 0xdbff ? index - 1 : index;
}

/** The last step of every extractor. Huge input is cut first so the regexes stay cheap. */
export function finishText(text: string): string {
  const head = text.length > 2 * MAX_TEXT_CHARS ? text.slice(0, cutIndex(text, 2 * MAX_TEXT_CHARS)) : text;
  return boundText(normalizeText(head));
}
