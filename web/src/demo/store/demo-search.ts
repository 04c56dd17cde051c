/**
 * The search language (core/search/query-parser.ts) answered over the documents in the browser: the same
 * parse, the same rules of a match as the server's indexes (a word, a word prefix, or from 3 characters any
 * substring; accents and case ignored; phrases as whole words in order), names first, then the documents
 * where the terms weigh most, newest first; the same <mark> snippets (core/search/snippet.ts).
 */
import { isInNumberRange, parseSearchQuery, type Atom, type TextAtom } from '../../../../core/search/query-parser';
import { foldLikeIndex, MARK_END, MARK_START, MIN_SUBSTRING_LENGTH, snippetToHtml } from '../../../../core/search/snippet';
import type { DocumentRecord } from './demo-database';

/** The server stops counting there too (isDocumentsCountCapped). */
export const SEARCH_COUNT_CAP = 1000;
const SNIPPET_WORDS_AROUND = 12;
const WORD = /[\p{L}\p{N}\p{Co}\p{M}]+/gu;

/** One character at a time as the indexes compare text: no accents, lower case, ł as l, one apostrophe. */
export const foldText = (text: string) => foldLikeIndex(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());

type Word = { folded: string; start: number; end: number };
type IndexedText = { text: string; folded: string; words: Word[] };

function indexText(text: string): IndexedText {
  const words = Array.from(text.matchAll(WORD), (match) => ({
    folded: foldText(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  return { text, folded: foldText(text), words };
}

type Strength = 0 | 1 | 2 | 3;

/** How well a word matches a term: 3 the whole word, 2 a prefix, 1 a substring from 3 characters, 0 not. */
function wordStrength(word: string, term: string): Strength {
  if (word === term) return 3;
  if (word.startsWith(term)) return 2;
  return [...term].length >= MIN_SUBSTRING_LENGTH && word.includes(term) ? 1 : 0;
}

/** The matching words' positions in the text and the match's weight; a term with punctuation matches as a substring. */
function findTerm(indexed: IndexedText, atom: TextAtom): { weight: number; positions: number[] } {
  const termWords: string[] = foldText(atom.text).match(WORD) ?? [];
  if (termWords.length === 0) return { weight: 0, positions: [] };
  if (atom.isPhrase || termWords.length > 1) {
    const positions: number[] = [];
    for (let index = 0; index + termWords.length <= indexed.words.length; index++) {
      const isPhrase = termWords.every((word, offset) =>
        atom.isPhrase ? indexed.words[index + offset]!.folded === word : wordStrength(indexed.words[index + offset]!.folded, word) > 0,
      );
      if (isPhrase) for (let offset = 0; offset < termWords.length; offset++) positions.push(index + offset);
    }
    if (positions.length === 0 && !atom.isPhrase && indexed.folded.includes(foldText(atom.text))) return { weight: 1, positions };
    return { weight: positions.length * 3, positions };
  }
  const term = termWords[0]!;
  let weight = 0;
  const positions: number[] = [];
  indexed.words.forEach((word, index) => {
    const strength = wordStrength(word.folded, term);
    if (strength === 0) return;
    weight += strength;
    positions.push(index);
  });
  return { weight, positions };
}

type Candidate = { record: DocumentRecord; name: IndexedText; content: IndexedText; notes: IndexedText };

/** What a search knows of a record besides its own fields: its tags' names (lowercased) and its notes' text. */
export type SearchContext = { tagNamesOf: (record: DocumentRecord) => string[]; notesOf: (record: DocumentRecord) => string };

function matchAtom(candidate: Candidate, atom: Atom, tagNamesOf: SearchContext['tagNamesOf']): boolean {
  if (atom.kind === 'tag') return tagNamesOf(candidate.record).includes(atom.name.toLowerCase());
  if (atom.kind === 'created') {
    const time = candidate.record.createdAt.getTime();
    return (atom.from === undefined || time >= atom.from) && (atom.to === undefined || time < atom.to);
  }
  // The demo keeps no custom properties and makes no suggestions: a property's filter is its text, `has:` finds nothing.
  if (atom.kind === 'property') return matchAtom(candidate, { kind: 'text', field: 'any', text: atom.raw, isPhrase: false }, tagNamesOf);
  if (atom.kind === 'has' || atom.kind === 'has-property' || atom.kind === 'property-filter' || atom.kind === 'pending-suggestions')
    return false;
  if (atom.kind === 'asn') return isInNumberRange(candidate.record.archiveSerialNumber, atom.range);
  if (atom.kind === 'date') {
    const day = candidate.record.documentDate;
    return Boolean(day) && (atom.from === undefined || day! >= atom.from) && (atom.to === undefined || day! < atom.to);
  }
  if (atom.field === 'note') return findTerm(candidate.notes, atom).weight > 0;
  const inNotes = atom.field === 'any' && findTerm(candidate.notes, atom).weight > 0;
  return (
    inNotes ||
    (atom.field !== 'content' && findTerm(candidate.name, atom).weight > 0) ||
    (atom.field !== 'name' && findTerm(candidate.content, atom).weight > 0)
  );
}

/** A snippet of the content around the first match, in the server's raw form (markers around matched words) made HTML. */
function snippetOf(content: IndexedText, atoms: TextAtom[]): string | undefined {
  const positions = new Set(atoms.filter((atom) => atom.field !== 'name').flatMap((atom) => findTerm(content, atom).positions));
  if (positions.size === 0) return undefined;
  const first = Math.min(...positions);
  const from = Math.max(0, first - SNIPPET_WORDS_AROUND);
  const to = Math.min(content.words.length - 1, first + SNIPPET_WORDS_AROUND);
  let raw = from > 0 ? '…' : '';
  let cursor = from > 0 ? content.words[from]!.start : 0;
  for (let index = from; index <= to; index++) {
    const word = content.words[index]!;
    raw += content.text.slice(cursor, word.start);
    raw += positions.has(index)
      ? `${MARK_START}${content.text.slice(word.start, word.end)}${MARK_END}`
      : content.text.slice(word.start, word.end);
    cursor = word.end;
  }
  if (to < content.words.length - 1) raw += '…';
  return snippetToHtml(
    raw,
    atoms.map((atom) => atom.text),
  );
}

type SearchHit = { record: DocumentRecord; snippet?: string };

/**
 * The matches of a query among `records` (already limited to the organization's active documents and
 * the required tags), ordered as the server orders them. Throws the parser's SearchQueryError.
 */
export function searchDocuments(
  records: readonly DocumentRecord[],
  searchQuery: string,
  { tagNamesOf, notesOf }: SearchContext,
): SearchHit[] {
  const { items } = parseSearchQuery(searchQuery);
  const textItems = items
    .filter((item) => !item.isNegated)
    .map((item) => item.atoms.filter((atom): atom is TextAtom => atom.kind === 'text'))
    .filter((atoms) => atoms.length > 0);
  const positiveTexts = textItems.flat();

  const ranked = records
    .map(
      (record): Candidate => ({
        record,
        name: indexText(record.name),
        content: indexText(record.content),
        notes: indexText(notesOf(record)),
      }),
    )
    .filter((candidate) => items.every((item) => item.atoms.some((atom) => matchAtom(candidate, atom, tagNamesOf)) !== item.isNegated))
    .map((candidate) => {
      const isNameMatch =
        textItems.length > 0 &&
        textItems.every((atoms) =>
          atoms.some((atom) => (atom.field === 'any' || atom.field === 'name') && findTerm(candidate.name, atom).weight > 0),
        );
      // Weight per thousand words, so a long document does not win by length alone.
      const contentWeight = positiveTexts.reduce(
        (sum, atom) => sum + (atom.field === 'any' || atom.field === 'content' ? findTerm(candidate.content, atom).weight : 0),
        0,
      );
      const score = contentWeight / Math.log2(2 + candidate.content.words.length / 1000);
      return { candidate, isNameMatch, score };
    })
    .sort(
      (a, b) =>
        Number(b.isNameMatch) - Number(a.isNameMatch) ||
        b.score - a.score ||
        b.candidate.record.createdAt.getTime() - a.candidate.record.createdAt.getTime(),
    );

  return ranked.map(({ candidate }) => {
    const snippet = snippetOf(candidate.content, positiveTexts);
    return snippet === undefined ? { record: candidate.record } : { record: candidate.record, snippet };
  });
}
