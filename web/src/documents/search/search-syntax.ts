import { PENDING_SUGGESTIONS_QUERY } from '../../../../core/search/pending-suggestions';
/** The forms of the search query language, in the order the help shows them. */
export const SEARCH_SYNTAX_KEYS = [
  'words',
  'prefixes',
  'substrings',
  'phrase',
  'exclude',
  'or',
  'tag',
  'name',
  'content',
  'created-after',
  'created-before',
  'document-date',
  'document-date-range',
  'asn',
  'suggestions',
] as const;
type SearchSyntaxKey = (typeof SEARCH_SYNTAX_KEYS)[number];

/** Sample words of the help, in the user's language (search.help.samples). */
type SearchSyntaxSamples = {
  word: string;
  otherWord: string;
  excludedWord: string;
  prefix: string;
  substring: string;
  phrase: string;
  tag: string;
  tagWithSpace: string;
  name: string;
  content: string;
};

/**
 * A value after an operator: quoted when it holds spaces or quotes (tag:"to review"), as the query
 * language reads it. Inner quotes are dropped, since the language has no escape for them.
 */
export function quoteIfNeeded(value: string): string {
  const clean = value.replace(/"/g, '').trim();
  return /\s/.test(clean) ? `"${clean}"` : clean;
}

/**
 * The example of each form. The operators (OR, -, tag:, name:, content:, created:>…, asn:) are the query
 * language and never translated; only the sample words are.
 */
export function buildSearchSyntaxExamples(
  samples: SearchSyntaxSamples,
): Record<SearchSyntaxKey, string> & { tagWithSpace: string; combined: string } {
  return {
    words: `${samples.word} 2024`,
    prefixes: samples.prefix,
    substrings: samples.substring,
    phrase: `"${samples.phrase.replace(/"/g, '')}"`,
    exclude: `${samples.word} -${samples.excludedWord}`,
    or: `${samples.word} OR ${samples.otherWord}`,
    tag: `tag:${quoteIfNeeded(samples.tag)}`,
    name: `name:${quoteIfNeeded(samples.name)}`,
    content: `content:${quoteIfNeeded(samples.content)}`,
    'created-after': 'created:>2024-01-01',
    'created-before': 'created:<2024-12-31',
    'document-date': 'date:2024-03',
    'document-date-range': 'date:2024-01..2024-06',
    asn: 'asn:1234',
    suggestions: PENDING_SUGGESTIONS_QUERY,
    tagWithSpace: `tag:${quoteIfNeeded(samples.tagWithSpace)}`,
    combined: `tag:${quoteIfNeeded(samples.tag)} created:>2024-01-01 -${samples.excludedWord}`,
  };
}
