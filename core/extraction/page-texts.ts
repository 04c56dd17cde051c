import { finishText } from './text';

/**
 * Where each page's text starts in a content joined from page texts (joinPageTexts): kept with the
 * content, so that a page edit carries each page's text to its new place and reads again only what
 * changed, without storing the text twice. Each page's text, cleaned as the whole is, appears whole in
 * the content between blanks (the clean-up works line by line and on runs of blank lines, the same
 * inside a page whether alone or joined), so it starts at the first non-blank after the previous one
 * ends. A page past the content's bound, or blank, starts where the previous one ended.
 */
export function pageStartsOf(texts: string[], content: string): number[] {
  const starts: number[] = [];
  let cursor = 0;
  for (const text of texts) {
    const page = finishText(text);
    if (page === '') {
      starts.push(cursor);
      continue;
    }
    let start = cursor;
    while (start < content.length && /\s/.test(content[start]!)) start++;
    starts.push(start);
    cursor = Math.min(content.length, start + page.length);
  }
  return starts;
}

/** The text of each page back from the content and its page starts. */
export function pageTextsOf(content: string, starts: readonly number[]): string[] {
  return starts.map((start, index) => content.slice(start, starts[index + 1] ?? content.length).trim());
}
