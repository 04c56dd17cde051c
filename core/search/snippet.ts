/** Private-use characters around matches in snippets (the index's snippet(), the demo's search), turned into <mark> after HTML escaping. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

/** A term shorter than this matches words by their start only; from it, anywhere inside a word (the trigram index). */
export const MIN_SUBSTRING_LENGTH = 3;

/** The replacements of foldLikeIndex, character by character. */
export const INDEX_FOLDS: Readonly<Record<string, string>> = { ł: 'l', Ł: 'L', '’': "'", '‘': "'" };

/**
 * The same folding the index triggers apply (migrations/0003_search.sql), one character for one:
 * ł has no Unicode decomposition, so remove_diacritics leaves it alone; curly apostrophes are unified.
 */
export function foldLikeIndex(text: string): string {
  return text.replace(/[łŁ’‘]/g, (character) => INDEX_FOLDS[character]!);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

type Segment = { text: string; isMarked: boolean };

/** FTS5's snippet text cut where its private-use markers are; a marker inside a mark, or stray, is dropped. */
function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = { text: '', isMarked: false };
  for (const character of text) {
    const isMarker = character === MARK_START || character === MARK_END;
    if (isMarker && current.isMarked !== (character === MARK_START)) {
      segments.push(current);
      current = { text: '', isMarked: character === MARK_START };
    } else if (!isMarker) {
      current.text += character;
    }
  }
  segments.push(current);
  return segments.filter((segment) => segment.text !== '');
}

/** One character as the indexes compare it: lower case, no accents, ł as l. */
const foldCharacter = (character: string) => character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l');

/**
 * A highlighted word narrowed to the first term it contains, compared as the indexes do: a search
 * for 'schule' finds the word 'Hundeschule' and highlights 'Hunde<mark>schule</mark>'. A word that
 * contains none of the terms stays highlighted whole.
 */
function narrow(word: string, terms: readonly string[]): Segment[] {
  const characters = [...word];
  let folded = '';
  const startOf: number[] = []; // folded offset → index of the character it came from
  characters.forEach((character, index) => {
    const piece = foldCharacter(character);
    for (let offset = 0; offset < piece.length; offset++) startOf.push(index);
    folded += piece;
  });
  for (const term of terms) {
    const foldedTerm = [...term].map(foldCharacter).join('');
    const at = foldedTerm === '' ? -1 : folded.indexOf(foldedTerm);
    if (at < 0) continue;
    const start = startOf[at]!;
    const end = startOf[at + foldedTerm.length - 1]! + 1;
    return [
      { text: characters.slice(0, start).join(''), isMarked: false },
      { text: characters.slice(start, end).join(''), isMarked: true },
      { text: characters.slice(end).join(''), isMarked: false },
    ].filter((segment) => segment.text !== '');
  }
  return [{ text: word, isMarked: true }];
}

/**
 * FTS5's snippet (text with private-use markers around matches) as HTML: every character of the
 * document escaped, then balanced <mark>…</mark> where the markers were, a highlighted word narrowed
 * to the `narrowTo` term it contains. A marker character already present in the document can at worst
 * move a highlight, never open an element.
 */
export function snippetToHtml(raw: string | null | undefined, narrowTo: readonly string[] = []): string | undefined {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text.replace(/[\uE000\uE001…]/g, '').trim() === '') return undefined;
  return segmentsOf(text)
    .flatMap((segment) => (segment.isMarked && !/\s/.test(segment.text) ? narrow(segment.text, narrowTo) : [segment]))
    .map(({ text: part, isMarked }) => (isMarked ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('');
}
