/**
 * Search snippets come from the server as HTML-escaped text with `<mark>…</mark>` around the matches.
 * They are never handed to the DOM as HTML: this splits them on the mark tags, unescapes each piece,
 * and the UI renders the pieces as text nodes and <mark> elements (see highlighted-snippet.tsx).
 */

export type SnippetSegment = { text: string; highlighted: boolean };

const MARK_TAG_SPLIT = /(<\/?mark>)/i;
const MARK_TAG = /^<\/?mark>$/i;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&apos;': "'",
};
const ENTITY_PATTERN = /&(?:amp|lt|gt|quot|#39|#x27|apos);/gi;

/**
 * Undoes the server's HTML escaping in one pass, so `&amp;lt;` becomes the text `&lt;` and not `<`.
 * Any other entity stays as written.
 */
export function unescapeHtmlEntities(text: string): string {
  return text.replace(ENTITY_PATTERN, (entity) => ENTITIES[entity.toLowerCase()] ?? entity);
}

/**
 * The pieces of a snippet, in order, highlighted between `<mark>` and `</mark>`. Adjacent pieces with the
 * same state are merged and empty pieces dropped. Unbalanced tags are tolerated: a stray `</mark>` is
 * ignored and an unclosed `<mark>` highlights to the end. Anything else that looks like markup (escaped
 * or not) stays literal text.
 */
export function parseSnippet(snippet: string | null | undefined): SnippetSegment[] {
  if (typeof snippet !== 'string' || snippet.length === 0) return [];

  const segments: SnippetSegment[] = [];
  let highlighted = false;
  for (const token of snippet.split(MARK_TAG_SPLIT)) {
    if (MARK_TAG.test(token)) {
      highlighted = token.charAt(1) !== '/';
      continue;
    }
    const text = unescapeHtmlEntities(token);
    if (text.length === 0) continue;
    const previous = segments.at(-1);
    if (previous && previous.highlighted === highlighted) previous.text += text;
    else segments.push({ text, highlighted });
  }
  return segments;
}

/** The snippet as plain text, without the highlighting (for titles and accessible names). */
export function snippetToText(snippet: string | null | undefined): string {
  return parseSnippet(snippet)
    .map((segment) => segment.text)
    .join('');
}
