/**
 * Turns a parsed query into FTS5 MATCH expressions and the conditions around them. Pure; the
 * repository renders the result as SQL.
 *
 * Every user term goes into an FTS5 string literal, its double quotes doubled, so nothing a user
 * types is ever read as FTS5 syntax. Per term:
 *   - a word or word prefix: `"term"*` in search_words (unicode61, remove_diacritics 2);
 *   - a substring, from 3 characters: its trigrams in search_trigrams (trigram, remove_diacritics 1,
 *     no positions), each document found checked with instr() (see substring-pattern.ts); in a name,
 *     `"term"` in search_name_trigrams, which keeps positions.
 * A term made only of letters and digits that has 3 characters or more lies inside one indexed
 * word wherever it occurs, so it is looked up as the words that contain it (`"hundeschule" OR …`,
 * from the vocabulary, see WordExpander) in search_words, or, when they are too many, in the
 * trigram index alone: every word starting with it also contains it. A term with punctuation
 * (`e-mail`, `l'ecole`) is looked up in both indexes, as the two tokenizers split it differently.
 * Phrases are matched as whole words, in order, in search_words.
 */
import type { Atom, NumberRange, PropertyFilter, QueryItem, SearchQueryAst, TextAtom } from '../../../../core/search/query-parser';
import { foldLikeIndex, MIN_SUBSTRING_LENGTH } from '../../../../core/search/snippet';
import { foldingReplacements, foldLikeTrigrams, trigramsOf } from './substring-pattern';

export type FtsTable = 'search_words' | 'search_trigrams' | 'search_name_words' | 'search_name_trigrams' | 'search_notes';

/**
 * A substring of the content, or also of the name: its trigrams in search_trigrams, then the folded
 * term in each document found (see substring-pattern.ts); in the name, a phrase of search_name_trigrams.
 */
export type Substring = {
  kind: 'substring';
  match: string;
  term: string;
  replacements: [string, string][];
  isInName: boolean;
  isChecked: boolean;
};

export type Condition =
  | { kind: 'match'; table: FtsTable; match: string }
  | Substring
  /** The document carries one of the tags; no ids means the tag does not exist: nothing matches. */
  | { kind: 'tag'; tagIds: string[] }
  | { kind: 'created'; from?: number; to?: number }
  | { kind: 'date'; from?: string; to?: string }
  | { kind: 'asn'; range: NumberRange }
  /** The document has a value of the property that passes the filter; null: no such property, nothing matches. */
  | { kind: 'property'; propertyId: string | null; filter?: PropertyFilter }
  /** The document has suggestions neither accepted nor dismissed. */
  | { kind: 'pending-suggestions' };

/** Conditions joined by OR, maybe negated. */
export type Predicate = { isNegated: boolean; anyOf: Condition[] };

/**
 * One FTS table drives the scan (newest match first); the predicates filter what it finds. A
 * search_trigrams driver holds the trigrams of its substrings, each checked in the documents found.
 */
export type Selection = { driver?: { table: FtsTable; match: string; substrings?: Substring[] }; predicates: Predicate[] };

export type SearchPlan = {
  /** Every match of the query. */
  main: Selection;
  /** Documents whose notes hold every positive plain term: matches too (main ∪ notes). */
  notes?: Selection;
  /** Matches whose name alone satisfies every positive text term: they are listed first. */
  names?: Selection;
  /** search_words expression for bm25: each positive term as its whole words. */
  rankMatch?: string;
  /** What to highlight in the content: whole words, and substrings (as typed) where no whole word matched. */
  snippetWordsMatch?: string;
  snippetSubstrings?: string[];
};

/** Tag names (lowercased) to the organization's tag ids. */
type TagResolver = (name: string) => string[];

type Mode = 'main' | 'names' | 'notes';

const TOKEN_CHARACTER = /[\p{L}\p{N}\p{Co}]/u;
const WORD_ONLY = /^[\p{L}\p{N}\p{Co}\p{M}]+$/u;
const NON_TOKEN_CHARACTERS = /[^\p{L}\p{N}\p{Co}\p{M}]+/u;

/** An FTS5 string: the only special character inside is the double quote, doubled. */
export function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

const characterCount = (text: string) => [...text].length;

/**
 * The indexed words that contain a term (the vocabulary, see migrations/0007_search_terms.sql), or undefined when
 * they are not known or too many to list: the term is then looked up in the trigram index.
 */
export type WordExpander = (term: string) => readonly string[] | undefined;
const noExpansion: WordExpander = () => undefined;

/**
 * A single word of 3 characters or more: any of its occurrences lies inside one indexed word, so the
 * words containing it, from the vocabulary, find the same documents as the trigram index, for a
 * fraction of the cost when they are few. Returns the term as the expander takes it.
 */
function expandableTerm(atom: Pick<TextAtom, 'text' | 'isPhrase'>): string | undefined {
  const text = foldLikeIndex(atom.text).trim();
  return !atom.isPhrase && characterCount(text) >= MIN_SUBSTRING_LENGTH && WORD_ONLY.test(text) ? text : undefined;
}

/** The distinct expandable terms of a query, to look up in the vocabulary. */
export function expandableTerms(ast: SearchQueryAst): string[] {
  const terms = ast.items.flatMap((item) => item.atoms.flatMap((atom) => (atom.kind === 'text' ? [expandableTerm(atom)] : [])));
  return [...new Set(terms.filter((term): term is string => term !== undefined))];
}

/**
 * Beyond this many words a term is looked up in the trigram index: an OR of many words costs more
 * than the trigram scan, which stops early for a term found in that many words, each document found
 * checked (about 10 µs: bench:search's `rechn`, in 57 words, took 57 ms that way and 34 through its
 * words). The characters bound all the words of a query, as each expression is repeated in the
 * statement (D1 refuses statements over 100 KB; see MAX_FOLDING_REPLACEMENTS for the rest of the
 * budget) and a document may hold one very long word.
 */
export const WORD_EXPANSION_LIMITS = { wordsPerTerm: 150, characters: 8000 };

/** The expander for the words found per term, within the limits; terms beyond them get none. */
export function expanderWithinLimits(found: ReadonlyMap<string, readonly string[]>, limits = WORD_EXPANSION_LIMITS): WordExpander {
  const kept = new Map<string, readonly string[]>();
  let characters = 0;
  for (const [term, words] of found) {
    const size = words.reduce((sum, word) => sum + word.length + 6, 0); // quotes and ' OR '
    if (words.length > limits.wordsPerTerm || characters + size > limits.characters) continue;
    characters += size;
    kept.set(term, words);
  }
  return (term) => kept.get(term);
}

/** The term's expression for the word index, without column filter, and the substring to look for. */
export function textExpressions(
  atom: Pick<TextAtom, 'text' | 'isPhrase'>,
  expandWord: WordExpander = noExpansion,
): { words?: string; substring?: string } {
  const text = foldLikeIndex(atom.text).trim();
  const hasTokens = TOKEN_CHARACTER.test(text);
  const isLongEnough = characterCount(text) >= MIN_SUBSTRING_LENGTH;
  if (atom.isPhrase) {
    if (hasTokens) return { words: ftsString(text) };
    return isLongEnough ? { substring: text } : {};
  }
  const expandable = expandableTerm(atom);
  if (expandable) {
    const words = expandWord(expandable);
    // No word contains it: the term itself, which is not in the index either, matches nothing.
    if (words) return { words: words.length > 0 ? words.map(ftsString).join(' OR ') : ftsString(expandable) };
    return { substring: text };
  }
  return { words: hasTokens ? `${ftsString(text)}*` : undefined, substring: isLongEnough ? text : undefined };
}

/**
 * The replacements a selection's substrings may use together: each is about 25 bytes of SQL, written
 * once per selection, twice with a tag filter, in up to three selections (main, names, notes) of a
 * statement, which D1 caps at 100 KB (a query past it is refused: statementWithinLimit). A substring
 * past the budget is checked as lowered only (accents as typed, case in ASCII), which only a query of
 * many punctuated or very common substrings meets.
 */
const MAX_FOLDING_REPLACEMENTS = 400;

type FoldingBudget = { left: number };

export function substringCondition(text: string, isInName: boolean, budget: FoldingBudget = { left: MAX_FOLDING_REPLACEMENTS }): Substring {
  const term = foldLikeTrigrams(text);
  const trigrams = trigramsOf(term);
  // A term of 3 characters is one trigram: in the name or the content, the index alone answers.
  const isChecked = !(isInName && trigrams.length === 1 && trigrams[0] === term);
  const replacements = isChecked ? foldingReplacements(term) : [];
  const isWithinBudget = replacements.length <= budget.left;
  if (isWithinBudget) budget.left -= replacements.length;
  return {
    kind: 'substring',
    match: trigrams.map(ftsString).join(' AND '),
    term,
    replacements: isWithinBudget ? replacements : [],
    isInName,
    isChecked,
  };
}

function inColumn(expression: string, field: TextAtom['field'], table: FtsTable): string {
  if (field === 'any' || table === 'search_name_words' || table === 'search_name_trigrams') return expression;
  return `{${field}} : (${expression})`;
}

/** A term or phrase in the notes index: whole words and word prefixes (notes have no substring index). */
function noteExpression(atom: Pick<TextAtom, 'text' | 'isPhrase'>): string | undefined {
  const text = foldLikeIndex(atom.text).trim();
  if (!TOKEN_CHARACTER.test(text)) return undefined;
  return atom.isPhrase ? ftsString(text) : `${ftsString(text)}*`;
}

function noteConditions(atom: TextAtom): Condition[] {
  const match = noteExpression(atom);
  return match ? [{ kind: 'match', table: 'search_notes', match }] : [];
}

function textConditions(
  atom: TextAtom,
  useNameTables: boolean,
  { expandWord, budget }: Pick<Resolvers, 'expandWord' | 'budget'>,
): Condition[] {
  const { words, substring } = textExpressions(atom, expandWord);
  const wordsTable: FtsTable = useNameTables ? 'search_name_words' : 'search_words';
  const conditions: Condition[] = [];
  if (words) conditions.push({ kind: 'match', table: wordsTable, match: inColumn(words, atom.field, wordsTable) });
  if (substring !== undefined) {
    // Names are short: their index keeps positions, so a substring is a phrase of trigrams there.
    if (useNameTables || atom.field === 'name')
      conditions.push({ kind: 'match', table: 'search_name_trigrams', match: ftsString(substring) });
    else conditions.push(substringCondition(substring, atom.field !== 'content', budget));
  }
  return conditions;
}

type Resolvers = { resolveTag: TagResolver; expandWord: WordExpander; budget: FoldingBudget };

function atomConditions(
  atom: Atom,
  { mode, isNegated, resolveTag, ...resolvers }: { mode: Mode; isNegated: boolean } & Resolvers,
): Condition[] {
  switch (atom.kind) {
    case 'text':
      // In the notes selection, a positive plain term is looked for in the notes instead.
      if (atom.field === 'note' || (mode === 'notes' && !isNegated && atom.field === 'any')) return noteConditions(atom);
      return textConditions(atom, mode === 'names' && !isNegated && atom.field !== 'content', resolvers);
    case 'tag':
      return [{ kind: 'tag', tagIds: resolveTag(atom.name.toLowerCase()) }];
    case 'created':
      return [{ kind: 'created', from: atom.from, to: atom.to }];
    case 'date':
      return [{ kind: 'date', from: atom.from, to: atom.to }];
    case 'asn':
      return [{ kind: 'asn', range: atom.range }];
    case 'property-filter':
      return [{ kind: 'property', propertyId: atom.propertyId, filter: atom.filter }];
    case 'has-property':
      return [{ kind: 'property', propertyId: atom.propertyId }];
    // Left unresolved (a query compiled without the organization's properties): as typed, text; `has:` nothing.
    case 'property':
      return textConditions({ kind: 'text', field: 'any', text: atom.raw, isPhrase: false }, false, resolvers);
    case 'has':
      return [{ kind: 'property', propertyId: null }];
    case 'pending-suggestions':
      return [{ kind: 'pending-suggestions' }];
  }
}

/** Tables tried as the driver, first found first: trigram scans stop early on common terms; name tables are tiny. */
const DRIVER_PREFERENCE: Record<Mode, FtsTable[]> = {
  main: ['search_trigrams', 'search_words', 'search_name_trigrams', 'search_name_words', 'search_notes'],
  names: ['search_name_trigrams', 'search_name_words'],
  notes: ['search_notes'],
};

const group = (expressions: string[], operator: 'AND' | 'OR') =>
  expressions.length === 1 ? expressions[0]! : expressions.map((expression) => `(${expression})`).join(` ${operator} `);

function withExclusions(positive: string, negatives: string[]): string {
  return negatives.reduce((expression, negative) => `(${expression}) NOT (${negative})`, positive);
}

function buildSelection(items: QueryItem[], mode: Mode, resolvers: Omit<Resolvers, 'budget'>): Selection | undefined {
  const perTable = new Map<FtsTable, { positives: string[]; negatives: string[] }>();
  const predicates: Predicate[] = [];
  // Required substrings: their trigrams together can drive the scan. A superset, so never negated in a MATCH.
  const substrings: Substring[] = [];
  const budget = { left: MAX_FOLDING_REPLACEMENTS };
  for (const item of items) {
    const conditions = item.atoms.flatMap((atom) => atomConditions(atom, { mode, isNegated: item.isNegated, ...resolvers, budget }));
    if (conditions.length === 0) continue; // nothing searchable in it, like a lone '*' or '-'
    const tables = new Set(conditions.map((condition) => (condition.kind === 'match' ? condition.table : undefined)));
    const [table] = tables;
    if (tables.size === 1 && table) {
      const entry = perTable.get(table) ?? { positives: [], negatives: [] };
      const expression = group(
        conditions.map((condition) => (condition as { match: string }).match),
        'OR',
      );
      (item.isNegated ? entry.negatives : entry.positives).push(expression);
      perTable.set(table, entry);
    } else if (!item.isNegated && conditions.length === 1 && conditions[0]!.kind === 'substring') {
      substrings.push(conditions[0]!);
    } else {
      predicates.push({ isNegated: item.isNegated, anyOf: conditions });
    }
  }

  const isDrivenBySubstrings = substrings.length > 0 && DRIVER_PREFERENCE[mode].includes('search_trigrams');
  const driverTable = isDrivenBySubstrings
    ? 'search_trigrams'
    : DRIVER_PREFERENCE[mode].find((table) => (perTable.get(table)?.positives.length ?? 0) > 0);
  if (mode !== 'main' && !driverTable) return undefined;
  let driver: Selection['driver'] = isDrivenBySubstrings
    ? {
        table: 'search_trigrams',
        match: group(
          substrings.map(({ match }) => match),
          'AND',
        ),
        substrings,
      }
    : undefined;
  if (!isDrivenBySubstrings) predicates.unshift(...substrings.map((substring) => ({ isNegated: false, anyOf: [substring] })));
  for (const [table, { positives, negatives }] of perTable) {
    if (positives.length > 0) {
      const match = withExclusions(group(positives, 'AND'), negatives);
      if (table === driverTable) driver = { table, match };
      else predicates.unshift({ isNegated: false, anyOf: [{ kind: 'match', table, match }] });
    } else {
      predicates.push({ isNegated: true, anyOf: [{ kind: 'match', table, match: group(negatives, 'OR') }] });
    }
  }
  return { driver, predicates };
}

/** Whether the query has anything to select on (terms, tags, dates); `"`, `-` or `OR OR` have not. */
export function isSearchable(plan: SearchPlan): boolean {
  return plan.main.driver !== undefined || plan.main.predicates.length > 0;
}

export function compileSearchQuery(ast: SearchQueryAst, resolveTag: TagResolver, expandWord: WordExpander = noExpansion): SearchPlan {
  const resolvers = { resolveTag, expandWord };
  const main = buildSelection(ast.items, 'main', resolvers)!;
  // Each positive item made of text atoms only, as its list of atoms (joined by OR).
  const positiveTextItems: TextAtom[][] = ast.items.flatMap((item) =>
    !item.isNegated && item.atoms.every((atom) => atom.kind === 'text') ? [item.atoms as TextAtom[]] : [],
  );
  const names = positiveTextItems.length > 0 ? buildSelection(ast.items, 'names', resolvers) : undefined;
  const hasPlainTerm = positiveTextItems.some((atoms) => atoms.some((atom) => atom.field === 'any'));
  const notes = hasPlainTerm ? buildSelection(ast.items, 'notes', resolvers) : undefined;

  // Ranking: every positive item as whole words (a document that only matches some term as a
  // prefix or substring ranks after those that match every term as a word). Exact words, not
  // prefixes: bm25 reads the term's whole doclist, and a prefix longer than the prefix index
  // ('2 3') merges the doclists of every word starting with it, tens of milliseconds at 100k documents.
  const rankItems = positiveTextItems
    .filter((atoms) => atoms.every((atom) => atom.field !== 'note'))
    .map((atoms) => atoms.map((atom) => ({ atom, words: wholeWords(atom) })))
    .filter((atoms) => atoms.every(({ words }) => words !== undefined))
    .map((atoms) =>
      group(
        atoms.map(({ atom, words }) => inColumn(words!, atom.field, 'search_words')),
        'OR',
      ),
    );

  // Highlights come from the word index where the term is there as a whole word, else from the
  // substring's first place in the content (see searchStatement).
  const contentAtoms = positiveTextItems.flat().filter((atom) => atom.field === 'any' || atom.field === 'content');
  const contentExpressions = contentAtoms.map((atom) => ({ atom, ...textExpressions(atom, expandWord) }));
  const snippetWords = contentExpressions
    .map(({ atom, words }) => words ?? wholeWords(atom))
    .filter((expression): expression is string => expression !== undefined);
  const snippetSubstrings = contentExpressions.flatMap(({ atom, substring }) => (substring === undefined ? [] : [atom.text.trim()]));

  return {
    main,
    names,
    notes,
    rankMatch: rankItems.length > 0 ? group(rankItems, 'AND') : undefined,
    snippetWordsMatch: snippetWords.length > 0 ? `{content} : (${group(snippetWords, 'OR')})` : undefined,
    snippetSubstrings: snippetSubstrings.length > 0 ? snippetSubstrings : undefined,
  };
}

/**
 * The term as whole words, for ranking: each of its words itself (no prefix), all required but in
 * any order (bm25 of a phrase would evaluate the phrase in every document of the index).
 */
function wholeWords(atom: Pick<TextAtom, 'text'>): string | undefined {
  const words = foldLikeIndex(atom.text).split(NON_TOKEN_CHARACTERS).filter(Boolean);
  return words.length > 0 ? words.map(ftsString).join(' ') : undefined;
}
