import { MARK_END, MARK_START } from './search.repository';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * FTS5's snippet (text with private-use markers around matches) as HTML: every character of the
 * document escaped, then balanced <mark>…</mark> where the markers were. A marker character already
 * present in the document can at worst move a highlight, never open an element.
 */
export function snippetToHtml(raw: string | null | undefined): string | undefined {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text.replace(/[\uE000\uE001…]/g, '').trim() === '') return undefined;
  let html = '';
  let isOpen = false;
  for (const character of text) {
    if (character === MARK_START) {
      if (!isOpen) html += '<mark>';
      isOpen = true;
    } else if (character === MARK_END) {
      if (isOpen) html += '</mark>';
      isOpen = false;
    } else {
      html += HTML_ESCAPES[character] ?? character;
    }
  }
  if (isOpen) html += '</mark>';
  return html.replace(/<mark><\/mark>/g, '');
}
