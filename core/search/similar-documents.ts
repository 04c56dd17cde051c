import { wordsOf } from '../suggestions/suggestion-features';

/**
 * "Similar documents": more like this over the search index. A document's most distinctive words
 * (frequent in it, rare in the index) are looked up in the word index, and every document holding
 * some of them scores the share of their weight it holds. Pure: the Worker reads the text and the
 * index's statistics, the demo counts its few documents itself.
 */

/** The start of the content read: where a letter says who and what; a long report's later pages add little but cost. */
export const SIMILAR_CONTENT_LENGTH = 10_000;
/** Words of the name (and of the file name) count this many times: a name is what people give a kind of document. */
const NAME_WORD_REPEAT = 3;
/** Shorter words are too often articles and abbreviations in some language. */
const MIN_TERM_LENGTH = 3;
/** The document's most frequent words whose statistics are read: the index's counts of this many words, one statement. */
export const MAX_CANDIDATE_TERMS = 32;
/** The words whose documents are read, at most. */
const MAX_CHOSEN_TERMS = 16;
/**
 * A word in more than this share of the indexed documents says little about any of them (and costs
 * the most to read); in a small archive, where every word is in a large share, only past
 * MIN_COMMON_FREQUENCY documents.
 */
const MAX_DOCUMENT_SHARE = 0.1;
const MIN_COMMON_FREQUENCY = 10;
/**
 * The index's count of a word's documents stops here, and a word found in as many is common
 * whatever the archive's size: counting reads the word's list (about 0.1 µs a document), and a word
 * this common would take much of MAX_POSTINGS on its own.
 */
export const MAX_COUNTED_FREQUENCY = 2500;
/**
 * Matches read per request, at most: the sum of the chosen words' document counts. Adding them up
 * per document costs about 0.5 µs a match in SQLite (on bench:similar's 100,000 documents), so the ranking stays bounded
 * whatever the archive's size; the heaviest words are taken first, and a common one that does not
 * fit leaves room for rarer ones.
 */
export const MAX_POSTINGS = 15_000;
/** A document sharing less than this share of the words' weight shares a word or two by chance. */
export const MIN_SIMILARITY = 0.12;

export type DocumentText = { name: string; originalName?: string | null; content: string };
export type CandidateTerm = { term: string; count: number };
export type WeightedTerm = { term: string; weight: number };

/** ł and Ł as the index folds them (migrations/0003_search.sql): the words are looked up there as it holds them. */
const foldedAsIndexed = (text: string) => text.replace(/ł/g, 'l').replace(/Ł/g, 'L');

/** Index terms start with a letter here: numbers (amounts, dates, references) are rarely shared by documents of a kind. */
const isCandidate = (word: string) => word.length >= MIN_TERM_LENGTH && /^\p{L}/u.test(word);

/** The document's most frequent words, as the word index tokenizes them, the most frequent first (ties: the first seen). */
export function candidateTerms({ name, originalName, content }: DocumentText): CandidateTerm[] {
  const counts = new Map<string, number>();
  const add = (text: string, repeat: number) => {
    for (const word of wordsOf(foldedAsIndexed(text))) if (isCandidate(word)) counts.set(word, (counts.get(word) ?? 0) + repeat);
  };
  add(name.replace(/\.[a-z0-9]{1,5}$/i, ''), NAME_WORD_REPEAT);
  if (originalName && originalName !== name) add(originalName.replace(/\.[a-z0-9]{1,5}$/i, ''), NAME_WORD_REPEAT);
  add(content.slice(0, SIMILAR_CONTENT_LENGTH), 1);
  return [...counts]
    .map(([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_CANDIDATE_TERMS);
}

/**
 * The words to look for, each weighted by its frequency in the document (dampened) times its
 * rarity in the index. `documentFrequency` counts the indexed documents holding each word (the
 * document itself among them; up to MAX_COUNTED_FREQUENCY), `documentsCount` all of them. Skipped: words no other document
 * holds, and words too common to tell documents apart; then the heaviest are taken while their
 * documents fit in MAX_POSTINGS.
 */
export function chooseTerms(
  candidates: readonly CandidateTerm[],
  documentFrequency: ReadonlyMap<string, number>,
  documentsCount: number,
): WeightedTerm[] {
  const weighed = candidates.flatMap(({ term, count }) => {
    const frequency = documentFrequency.get(term) ?? 0;
    const isCommon =
      frequency >= MAX_COUNTED_FREQUENCY || (frequency > documentsCount * MAX_DOCUMENT_SHARE && frequency > MIN_COMMON_FREQUENCY);
    if (frequency < 2 || isCommon) return [];
    return [{ term, frequency, weight: (1 + Math.log(count)) * Math.log(1 + documentsCount / frequency) }];
  });
  weighed.sort((a, b) => b.weight - a.weight || a.frequency - b.frequency);
  const chosen: WeightedTerm[] = [];
  let postings = 0;
  for (const { term, frequency, weight } of weighed) {
    if (chosen.length === MAX_CHOSEN_TERMS) break;
    if (postings + frequency > MAX_POSTINGS) continue;
    postings += frequency;
    chosen.push({ term, weight });
  }
  return chosen;
}

/**
 * A document's similarity: the share of the chosen words' weight it holds (1 when it holds them
 * all). Below MIN_SIMILARITY it is not similar.
 */
export function similarity(chosen: readonly WeightedTerm[], held: ReadonlySet<string>): number {
  const total = chosen.reduce((sum, { weight }) => sum + weight, 0);
  if (total === 0) return 0;
  return chosen.reduce((sum, { term, weight }) => (held.has(term) ? sum + weight : sum), 0) / total;
}

/** The chosen words with their weights as shares of the whole, which the index's ranking adds up per document. */
export function normalizedWeights(chosen: readonly WeightedTerm[]): WeightedTerm[] {
  const total = chosen.reduce((sum, { weight }) => sum + weight, 0);
  return total === 0 ? [] : chosen.map(({ term, weight }) => ({ term, weight: weight / total }));
}

/** Every word a document holds, as the index holds them (what a word list of the index would find it by). */
function wordsHeld({ name, originalName, content }: DocumentText): Set<string> {
  return new Set(wordsOf(foldedAsIndexed(`${name} ${originalName ?? ''} ${content}`)));
}

/**
 * The documents most like `source` among a few held in memory (the demo's), the most alike first:
 * the same choice of words and the same score as the Worker's, with the counts taken over these
 * documents (`source` among them or not), so no index is needed.
 */
export function rankSimilarDocuments<T extends DocumentText & { id: string }>(
  source: T,
  documents: readonly T[],
  limit: number,
): { document: T; score: number }[] {
  const others = documents.filter((document) => document.id !== source.id);
  const held = new Map(others.map((document) => [document.id, wordsHeld(document)]));
  const candidates = candidateTerms(source);
  const documentFrequency = new Map(
    candidates.map(({ term }) => [term, 1 + others.filter((document) => held.get(document.id)!.has(term)).length]),
  );
  const chosen = chooseTerms(candidates, documentFrequency, others.length + 1);
  return others
    .map((document) => ({ document, score: similarity(chosen, held.get(document.id)!) }))
    .filter(({ score }) => score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
