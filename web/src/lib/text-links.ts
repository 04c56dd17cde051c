/** A piece of plain text: words as they are, or a web address to show as a link. */
type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses up to a space or an angle bracket; closing punctuation is left to the sentence.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}]+$/;

/** Splits plain text around its web addresses, so they can be links; nothing else ever becomes markup. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0];
    // A closing parenthesis belongs to the address when it opened one: (see https://x.org/a_(b)).
    const trailing = TRAILING_PUNCTUATION.exec(url)?.[0] ?? '';
    const keepsParenthesis = trailing.startsWith(')') && (url.match(/\(/g)?.length ?? 0) >= (url.match(/\)/g)?.length ?? 0);
    if (trailing && !keepsParenthesis) url = url.slice(0, -trailing.length);
    if (match.index > cursor) parts.push({ kind: 'text', text: text.slice(cursor, match.index) });
    parts.push({ kind: 'link', text: url, href: url });
    cursor = match.index + url.length;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return parts;
}
