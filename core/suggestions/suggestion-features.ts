/**
 * What the suggestions' model sees of a document: the words of its content and name and their stems,
 * the words of the file name it was uploaded with, and the address (and domain) of the sender when it
 * came by email.
 * Each is a token with a prefix saying where it was found, hashed into a fixed number of buckets, so
 * that a model holds numbers only: no word of a document is ever stored in it.
 */

/** 2^18 buckets: few collisions for an organization's vocabulary, and counts that fit in a small typed array. */
export const FEATURE_HASH_BITS = 18;
const FEATURE_MASK = (1 << FEATURE_HASH_BITS) - 1;

/** The start of the content that is read: a letterhead, a subject and the first paragraphs say who and what. */
export const FEATURE_CONTENT_LENGTH = 6000;
/** Distinct words of the content kept, in their order: enough for a long letter, bounded for a long report. */
const MAX_CONTENT_WORDS = 600;
const MIN_WORD_LENGTH = 2;
const MAX_WORD_LENGTH = 30;
/**
 * A word's first letters, which its forms and its kin in neighbouring languages share (Rechnung and
 * Rechnungen, facture and factura): measured on the benchmark's letters in nine languages, they let a
 * document type be suggested for 92% of new letters instead of 80%, 95% right (four splits, README).
 */
const STEM_LENGTH = 5;

export type DocumentForFeatures = {
  name: string;
  content: string;
  originalName?: string | null;
  /** The address an intake email came from, for a document that came by email. */
  senderAddress?: string | null;
};

/** Lower case, accents removed, split on anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH && word.length <= MAX_WORD_LENGTH);
}

const withoutExtension = (fileName: string) => fileName.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * The document's tokens, each once: `w:` a word of the content or the name, `p:` the stem of a longer
 * one, `n:` a word of the name, `f:` of the file name, `s:`/`d:` the sender's address and domain.
 */
export function tokensOf({ name, content, originalName, senderAddress }: DocumentForFeatures): string[] {
  const tokens = new Set<string>();
  const addWord = (word: string) => {
    tokens.add(`w:${word}`);
    if (word.length >= STEM_LENGTH) tokens.add(`p:${word.slice(0, STEM_LENGTH)}`);
  };
  const nameWords = wordsOf(withoutExtension(name));
  let contentWords = 0;
  for (const word of wordsOf(content.slice(0, FEATURE_CONTENT_LENGTH))) {
    if (tokens.has(`w:${word}`)) continue;
    addWord(word);
    if (++contentWords >= MAX_CONTENT_WORDS) break;
  }
  for (const word of nameWords) {
    addWord(word);
    tokens.add(`n:${word}`);
  }
  if (originalName) for (const word of wordsOf(withoutExtension(originalName))) tokens.add(`f:${word}`);
  const address = senderAddress?.trim().toLowerCase();
  if (address) {
    tokens.add(`s:${address}`);
    const domain = address.split('@')[1];
    if (domain) tokens.add(`d:${domain}`);
  }
  return [...tokens];
}

/** FNV-1a over the UTF-16 code units, folded into the buckets. */
export function featureBucket(token: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index++) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & FEATURE_MASK;
}

/** The document's features: the buckets of its tokens, each once, in increasing order. */
export function documentFeatures(document: DocumentForFeatures): Uint32Array {
  return Uint32Array.from(new Set(tokensOf(document).map(featureBucket))).sort();
}
