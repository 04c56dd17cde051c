/**
 * The search box's small query language, parsed into an AST. Pure: no SQL here (see
 * query-compiler.ts). Any input parses; the only errors are malformed dates and numbers of filters,
 * which become a 400 with a message the user can act on.
 *
 *   invoice acme          both terms (AND); a term matches a word, a word prefix or, from 3
 *                         characters, any substring, ignoring case and accents
 *   "annual report"       exact phrase (whole words, in this order)
 *   -draft                exclude
 *   2023 OR 2024          either (OR binds tighter than the implicit AND: `invoice 2023 OR 2024`)
 *   name:acme  content:"due date"   restrict a term or phrase to the name or the content
 *   note:paid  note:"call back"     the document's notes (a plain term looks there too)
 *   tag:Invoices  tag:"tax 2024"    documents carrying the tag (its name, case-insensitive)
 *   created:>2024-01-01  created:<=2024-06  created:2023   creation date (UTC), by day, month or year
 *   created:2024-01..2024-06                                  a range, both ends included; one end may be left out
 *   date:2024  date:>=2024-01-01  date:2024-01..2024-06      the document's own date, the same ways
 *   asn:1234  asn:>100  asn:10..20                          the archive serial number, the same ways as a number
 *   amount:>100  "due date":2025-03  status:paid             a custom property by its name (see core/properties/property-filter.ts)
 *   has:amount  -has:amount                                  documents with (or without) a value of the property
 *   has:suggestions                                          documents with suggestions to review (neither accepted nor dismissed)
 *
 * Everything else is text: FTS5 syntax (`*`, `^`, `NEAR(…)`, `col:`), parentheses and stray quotes
 * have no special meaning and are searched as typed.
 */
import { PENDING_SUGGESTIONS_QUERY } from './pending-suggestions';

/** 'any' is the name and content, and the notes (whole words and prefixes, see query-compiler.ts). */
type TextField = 'any' | 'name' | 'content' | 'note';
export type TextAtom = { kind: 'text'; field: TextField; text: string; isPhrase: boolean };
type TagAtom = { kind: 'tag'; name: string };
/** A half-open range of creation times in ms since the epoch: from <= created_at < to. */
type CreatedAtom = { kind: 'created'; from?: number; to?: number };
/** A half-open range of document dates as days ('2024-03-01'): from <= document_date < to; undated documents never match. */
type DocumentDateAtom = { kind: 'date'; from?: string; to?: string };
/** `name:value` for a name no field has: a custom property, or text when the organization has none of that name. */
type PropertyAtom = { kind: 'property'; name: string; value: string; raw: string };
type HasAtom = { kind: 'has'; name: string };
/**
 * `has:suggestions`: the list's "Suggestions to review" depends on it whatever the organization's properties are
 * called; a property named so is `has:"suggestions"`.
 */
type PendingSuggestionsAtom = { kind: 'pending-suggestions' };
/** `asn:1234`, `asn:>100`, `asn:10..20`: documents whose archive serial number is in the range. */
type ArchiveSerialNumberAtom = { kind: 'asn'; range: NumberRange };
/** What the search resolves a property atom to (property-filter.ts): its property and the test of its values. */
type PropertyFilterAtom = { kind: 'property-filter'; propertyId: string; filter: PropertyFilter };
/** `has:` resolved: null when the organization has no such property. */
type HasPropertyAtom = { kind: 'has-property'; propertyId: string | null };
export type Atom =
  | TextAtom
  | TagAtom
  | CreatedAtom
  | DocumentDateAtom
  | ArchiveSerialNumberAtom
  | PropertyAtom
  | HasAtom
  | PendingSuggestionsAtom
  | PropertyFilterAtom
  | HasPropertyAtom;

/** The test a property's values pass (property-filter.ts): on the value's text or number columns, or a multi-select's options. */
export type NumberRange = { kind: 'number-range'; min?: number; max?: number; isMinIncluded: boolean; isMaxIncluded: boolean };
export type PropertyFilter =
  | { kind: 'text-contains'; text: string }
  | { kind: 'text-equals'; text: string }
  | { kind: 'text-range'; from?: string; to?: string }
  | NumberRange
  | { kind: 'has-option'; optionId: string }
  | { kind: 'none' };

/** Atoms joined by OR; a negated item has exactly one atom. */
export type QueryItem = { isNegated: boolean; atoms: Atom[] };
/** Items joined by AND. */
export type SearchQueryAst = { items: QueryItem[] };

export class SearchQueryError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** What the translated message names: the filter as typed and its field. */
    readonly details?: { filter: string; field: string },
  ) {
    super(message);
  }
}

export const MAX_SEARCH_QUERY_LENGTH = 1000;
/** Beyond this many atoms the rest of a (pasted) query is ignored, which keeps every statement small. */
export const MAX_QUERY_ATOMS = 24;

type Token = { kind: 'or' } | { kind: 'atom'; isNegated: boolean; atom: Atom };

const FIELD_PATTERN = /^(name|content|note|tag|created|date|has|asn):/i;
/** Any other `word:` (letters, digits, - and _) names a property. */
const PROPERTY_NAME_PATTERN = /^([\p{L}\p{N}_-]+):(?=[^\s])/u;

/** Removes control characters (NUL included) and unifies Unicode forms, so 'é' typed either way is one character. */
function cleanQueryText(value: string): string {
  return value.normalize('NFC').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
}

function readUntilWhitespace(input: string, start: number): [string, number] {
  let end = start;
  while (end < input.length && !/\s/.test(input[end]!)) end += 1;
  return [input.slice(start, end), end];
}

/** A quoted value starting at input[start] === '"'; an unbalanced quote runs to the end. */
function readQuoted(input: string, start: number): [string, number] {
  const close = input.indexOf('"', start + 1);
  if (close === -1) return [input.slice(start + 1), input.length];
  return [input.slice(start + 1, close), close + 1];
}

const DATE_PATTERN = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/;

/** `2024`, `2024-03` or `2024-03-15` as the UTC range it covers. */
function parseDateRange(value: string): { start: number; end: number } | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < 1000) return undefined; // Date.UTC reads 0–99 as 1900–1999
  const month = match[2] === undefined ? undefined : Number(match[2]);
  const day = match[3] === undefined ? undefined : Number(match[3]);
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  if (day !== undefined) {
    const start = Date.UTC(year, month! - 1, day);
    if (new Date(start).getUTCDate() !== day) return undefined; // 2024-02-31
    return { start, end: Date.UTC(year, month! - 1, day + 1) };
  }
  if (month !== undefined) return { start: Date.UTC(year, month - 1, 1), end: Date.UTC(year, month, 1) };
  return { start: Date.UTC(year, 0, 1), end: Date.UTC(year + 1, 0, 1) };
}

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

function invalidNumber(name: string, value: string) {
  return new SearchQueryError(
    'search.invalid_number',
    `"${name}:${value}" is not a number: write it like ${name}:>100, ${name}:<=99.5 or ${name}:100..500`,
    { filter: `${name}:${value}`, field: name },
  );
}

/** Whether a number (none: never) is within the range: the demo's test, as the Worker's SQL tests it. */
export function isInNumberRange(value: number | null | undefined, { min, max, isMinIncluded, isMaxIncluded }: NumberRange): boolean {
  if (value === null || value === undefined) return false;
  if (min !== undefined && (isMinIncluded ? value < min : value <= min)) return false;
  return max === undefined || (isMaxIncluded ? value <= max : value < max);
}

/** A filter of numbers (a number property, the archive serial number): compared (`>100`), a range (`100..500`) or equal. */
export function parseNumberFilter(name: string, value: string): NumberRange {
  const read = (text: string) => {
    if (!NUMBER.test(text.trim())) throw invalidNumber(name, value);
    return Number(text.trim().replace(',', '.'));
  };
  const ends = value.split('..');
  if (ends.length === 2) {
    const [first, last] = ends.map((end) => end.trim());
    if (!first && !last) throw invalidNumber(name, value);
    return {
      kind: 'number-range',
      min: first ? read(first) : undefined,
      max: last ? read(last) : undefined,
      isMinIncluded: true,
      isMaxIncluded: true,
    };
  }
  const [, operator = '=', rest = ''] = /^(>=|<=|>|<|=)?(.*)$/.exec(value)!;
  const number = read(rest);
  switch (operator) {
    case '>':
      return { kind: 'number-range', min: number, isMinIncluded: false, isMaxIncluded: false };
    case '>=':
      return { kind: 'number-range', min: number, isMinIncluded: true, isMaxIncluded: false };
    case '<':
      return { kind: 'number-range', max: number, isMinIncluded: false, isMaxIncluded: false };
    case '<=':
      return { kind: 'number-range', max: number, isMinIncluded: false, isMaxIncluded: true };
    default:
      return { kind: 'number-range', min: number, max: number, isMinIncluded: true, isMaxIncluded: true };
  }
}

/** A filter's name as typed: created, date, or a property's. */
type DateFilterField = string;

function invalidDate(field: DateFilterField, value: string) {
  const filter = `${field}:${value}`;
  return new SearchQueryError(
    'search.invalid_date',
    `"${filter}" is not a date: write it like ${field}:>2024-01-31, ${field}:2024-06, ${field}:<2023 or ${field}:2024-01..2024-06`,
    { filter, field },
  );
}

/** A filter's value as a half-open range in ms: a day, month or year, compared (`>=2024`) or a range (`2024-01..2024-06`). */
function parseDateFilter(field: DateFilterField, value: string): { from?: number; to?: number } {
  const rangeOf = (text: string) => {
    const range = parseDateRange(text.trim());
    if (!range) throw invalidDate(field, value);
    return range;
  };
  const ends = value.split('..');
  if (ends.length === 2) {
    const [first, last] = ends.map((end) => end.trim());
    if (!first && !last) throw invalidDate(field, value);
    return { from: first ? rangeOf(first).start : undefined, to: last ? rangeOf(last).end : undefined };
  }
  const match = /^(>=|<=|>|<|=)?(.*)$/.exec(value)!;
  const range = rangeOf(match[2]!);
  switch (match[1] ?? '=') {
    case '>':
      return { from: range.end };
    case '>=':
      return { from: range.start };
    case '<':
      return { to: range.start };
    case '<=':
      return { to: range.end };
    default:
      return { from: range.start, to: range.end };
  }
}

function parseCreated(value: string): CreatedAtom {
  return { kind: 'created', ...parseDateFilter('created', value) };
}

const dayOf = (time: number | undefined) => (time === undefined ? undefined : new Date(time).toISOString().slice(0, 10));

/** A filter of days (the document's date, a date property) as the half-open range of days it covers. */
export function parseDayFilter(field: DateFilterField, value: string): { from?: string; to?: string } {
  const { from, to } = parseDateFilter(field, value);
  return { from: dayOf(from), to: dayOf(to) };
}

function parseDocumentDate(value: string): DocumentDateAtom {
  return { kind: 'date', ...parseDayFilter('date', value) };
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < input.length) {
    if (/\s/.test(input[position]!)) {
      position += 1;
      continue;
    }
    let isNegated = false;
    // A leading '-' negates what follows it; a lone '-' is just text.
    if (input[position] === '-' && position + 1 < input.length && !/\s/.test(input[position + 1]!)) {
      isNegated = true;
      position += 1;
    }

    const field = FIELD_PATTERN.exec(input.slice(position, position + 8));
    if (field) {
      const name = field[1]!.toLowerCase();
      position += field[0].length;
      const isQuoted = input[position] === '"';
      let value: string;
      if (isQuoted) [value, position] = readQuoted(input, position);
      else [value, position] = readUntilWhitespace(input, position);
      if (value.trim() === '') continue; // `name:` alone: nothing to look for
      if (name === 'tag') tokens.push({ kind: 'atom', isNegated, atom: { kind: 'tag', name: value.trim() } });
      else if (name === 'has' && !isQuoted && `has:${value.toLowerCase()}` === PENDING_SUGGESTIONS_QUERY)
        tokens.push({ kind: 'atom', isNegated, atom: { kind: 'pending-suggestions' } });
      else if (name === 'has') tokens.push({ kind: 'atom', isNegated, atom: { kind: 'has', name: value.trim() } });
      else if (name === 'created') tokens.push({ kind: 'atom', isNegated, atom: parseCreated(value.trim()) });
      else if (name === 'date') tokens.push({ kind: 'atom', isNegated, atom: parseDocumentDate(value.trim()) });
      else if (name === 'asn')
        tokens.push({ kind: 'atom', isNegated, atom: { kind: 'asn', range: parseNumberFilter('asn', value.trim()) } });
      else tokens.push({ kind: 'atom', isNegated, atom: { kind: 'text', field: name as TextField, text: value, isPhrase: isQuoted } });
      continue;
    }

    const property = PROPERTY_NAME_PATTERN.exec(input.slice(position, position + 200));
    if (property) {
      const start = position;
      position += property[0].length;
      let value: string;
      if (input[position] === '"') [value, position] = readQuoted(input, position);
      else [value, position] = readUntilWhitespace(input, position);
      if (value.trim() !== '')
        tokens.push({
          kind: 'atom',
          isNegated,
          atom: { kind: 'property', name: property[1]!, value: value.trim(), raw: input.slice(start, position) },
        });
      continue;
    }

    if (input[position] === '"') {
      const start = position;
      let value: string;
      [value, position] = readQuoted(input, position);
      // `"due date":2025`: a property whose name has spaces.
      if (input[position] === ':' && position + 1 < input.length && !/\s/.test(input[position + 1]!) && value.trim() !== '') {
        let propertyValue: string;
        if (input[position + 1] === '"') [propertyValue, position] = readQuoted(input, position + 1);
        else [propertyValue, position] = readUntilWhitespace(input, position + 1);
        if (propertyValue.trim() !== '')
          tokens.push({
            kind: 'atom',
            isNegated,
            atom: { kind: 'property', name: value.trim(), value: propertyValue.trim(), raw: input.slice(start, position) },
          });
        continue;
      }
      if (value.trim() !== '') tokens.push({ kind: 'atom', isNegated, atom: { kind: 'text', field: 'any', text: value, isPhrase: true } });
      continue;
    }

    let word: string;
    [word, position] = readUntilWhitespace(input, position);
    if (word === 'OR' && !isNegated) tokens.push({ kind: 'or' });
    else tokens.push({ kind: 'atom', isNegated, atom: { kind: 'text', field: 'any', text: word, isPhrase: false } });
  }
  return tokens;
}

/**
 * Parses a search box entry. `OR` joins the atoms on either side (several in a row make one group);
 * an `OR` with nothing usable on one side, or next to an exclusion, is ignored.
 */
export function parseSearchQuery(input: string): SearchQueryAst {
  const items: QueryItem[] = [];
  let isOrPending = false;
  let atomCount = 0;
  for (const token of tokenize(cleanQueryText(input))) {
    if (token.kind === 'or') {
      isOrPending = items.length > 0 && !items[items.length - 1]!.isNegated;
      continue;
    }
    if (atomCount >= MAX_QUERY_ATOMS) break;
    atomCount += 1;
    const previous = items[items.length - 1];
    if (isOrPending && previous && !token.isNegated) previous.atoms.push(token.atom);
    else items.push({ isNegated: token.isNegated, atoms: [token.atom] });
    isOrPending = false;
  }
  return { items };
}
