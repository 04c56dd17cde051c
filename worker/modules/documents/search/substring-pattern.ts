/**
 * A substring in the trigram index, which keeps only which documents hold each trigram
 * (detail=none: an eighth of the bytes with positions, but no phrase queries). A term is looked up as
 * the documents holding all its trigrams, a superset, and checked in each of them with instr():
 * first in the content lowered (ASCII only, as SQLite's lower() does), which answers for most,
 * then in the content with every character the tokenizer folds to one of the term's replaced by it.
 * The answers are those of a phrase of trigrams in an index with positions: case and accents ignored
 * alike. (D1 refuses LIKE and GLOB patterns over 50 bytes, too short for classes of characters.)
 */
import { TRIGRAM_DROPPED_CHARACTERS, TRIGRAM_FOLDING_GROUPS } from './trigram-folding';
import { INDEX_FOLDS } from '../../../../core/search/snippet';

const foldedTo = new Map<string, string>();
const variantsOf = new Map<string, string[]>();
for (const [folded, ...characters] of TRIGRAM_FOLDING_GROUPS.map((group) => [...group])) {
  for (const character of characters) foldedTo.set(character, folded!);
  variantsOf.set(folded!, characters);
}
// The index triggers replace these before the tokenizer sees the text; instr() reads the document's own.
for (const [character, replacement] of Object.entries(INDEX_FOLDS)) {
  const folded = foldedTo.get(replacement) ?? replacement;
  variantsOf.set(folded, [...(variantsOf.get(folded) ?? []), character]);
}

const dropped = new Set(TRIGRAM_DROPPED_CHARACTERS);
const foldCharacter = (character: string) => (dropped.has(character) ? '' : (foldedTo.get(character) ?? character));

/** The term as the index stores it: the triggers' replacements, then the tokenizer's folding. */
export function foldLikeTrigrams(text: string): string {
  return [...text].map((character) => foldCharacter(INDEX_FOLDS[character] ?? character)).join('');
}

/** Its distinct trigrams, folded; none under 3 characters. */
export function trigramsOf(term: string): string[] {
  const characters = [...foldLikeTrigrams(term)];
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= characters.length; index++) trigrams.add(characters.slice(index, index + 3).join(''));
  return [...trigrams];
}

const isAscii = (character: string) => character.charCodeAt(0) < 0x80;

/**
 * The replacements that fold a lowered text (ASCII lowered by SQLite's lower()) as the tokenizer
 * would, as far as the folded term's characters go: [character, the term's character it folds to].
 * A character folded to none of them cannot be part of a match, folded or not; the dropped ones
 * (combining accents) go first.
 */
export function foldingReplacements(foldedTerm: string): [string, string][] {
  const folding = [...new Set(foldedTerm)].flatMap((folded) =>
    (variantsOf.get(folded) ?? []).filter((character) => !isAscii(character)).map((character): [string, string] => [character, folded]),
  );
  return [...[...dropped].map((character): [string, string] => [character, '']), ...folding];
}
