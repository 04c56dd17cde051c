/**
 * The date a document is "of" (its issue date: an invoice's, a letter's, a statement's), read from
 * its extracted text and its file name, in the nine document languages (en, de, fr, es, it, pt,
 * pt-BR, pl, ro).
 *
 * The text is scanned once for written dates ("12.03.2025", "03/12/2025", "2025-03-12",
 * "4. Februar 2025", "March 12, 2025", "16 de dezembro de 2024"), then each date is judged by what
 * stands around it: a label ("Rechnungsdatum:", "Due date"), a range it belongs to, a letter's
 * "London, 12 March 2025" line, its place in the text. Due dates, birth dates, periods and numbers
 * that only look like dates are never the answer; when nothing plausible is left, there is none.
 *
 * Pure: no I/O and no runtime APIs beyond the language's, as it runs in the Worker and the browser.
 */
import {
  COMPOUND_ENDINGS,
  CONNECTOR_WORDS,
  DETERMINER_WORDS,
  DOCUMENT_TYPE_WORDS,
  FUTURE_WORDS,
  LABELS,
  LANGUAGE_WORDS,
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  MONTH_PREFIX_MIN_LENGTH,
  PLACE_PREPOSITIONS,
  POSSESSIVE_WORDS,
  PREPOSITION_LABELS,
  RANGE_WORDS,
  WEEKDAY_NAMES,
  type LabelKind,
} from './document-date.words.ts';

/**
 * How much of a text the finder reads: a document's date is on its first page, and the rest of a
 * long text (a 300-page report) only costs time and brings more decoys. A caller may fetch no more.
 */
export const DOCUMENT_DATE_SCAN_LENGTH = 20_000;

/** File names are short; one that is not is cut like the text. */
const MAX_FILE_NAME_CHARACTERS = 500;

/** Lines from the top where an unlabelled date is most likely the document's (a receipt's header). */
const TOP_LINES = 8;

/** How far before a date its label may stand (a long line of extracted PDF text is not read whole for each date). */
const MAX_SEGMENT = 160;

/** How far a decoy label reaches over other words ("Due date (14 days net): 26.03.2025"). */
const DECOY_LABEL_REACH = 40;

/** What a date's surroundings make of it, and how much that weighs when choosing. */
const SCORES = {
  /** Labelled as the document's date: "Invoice date", "Rechnung Nr. 12 vom". */
  document: 100,
  /** A bare "Date:". */
  generic: 95,
  /** A letter's place-and-date line ("Berlin, den 12.03.2025") or a date alone on its line. */
  header: 90,
  /** Followed by a time of day: when the document was made (a receipt, a printout). */
  stamp: 90,
  /** Unlabelled, in the first lines. */
  top: 70,
  /** Unlabelled elsewhere. */
  plain: 50,
  /** A date of the business (delivery, order, a letter answered). */
  weak: 20,
} as const;

type Role = keyof typeof SCORES | 'decoy';

/** From this score on, a content date wins over the file name's. */
const LABELLED_SCORE = SCORES.header;

/** A file name's date that is also in the text makes that date likelier than its neighbours. */
const FILE_NAME_AGREEMENT_BONUS = 8;

/** A day as 'YYYY-MM-DD'. */
export function findDocumentDate(input: { content: string; fileName?: string; today: Date }): string | null {
  const limits = limitsOf(input.today);
  const original = input.content.slice(0, DOCUMENT_DATE_SCAN_LENGTH);
  const text = foldText(original);
  const mentions = findMentions(text, { yearOfToday: limits.year, isFileName: false });
  const order = numericOrderOf(text, original, mentions);
  const contentDays = new Set(mentions.map((mention) => dayOf(mention, order)).filter((day) => day !== null));
  const fileDay = input.fileName ? fileNameDay(input.fileName.slice(0, MAX_FILE_NAME_CHARACTERS), order, limits, contentDays) : null;

  const best = bestOf(candidatesOf(text, mentions, order, fileDay, limits));
  if (best && best.score >= LABELLED_SCORE) return best.day;
  return fileDay ?? best?.day ?? null;
}

type Candidate = { day: string; score: number };

/** The text's dates that may be the document's, scored by their surroundings. */
function candidatesOf(
  text: string,
  mentions: readonly Mention[],
  order: NumericOrder | undefined,
  fileDay: string | null,
  limits: Limits,
): Candidate[] {
  const judged = judgeMentions(text, mentions);
  // A due date said again in a sentence ("Please pay by …") is still the due date.
  const decoyDays = new Set(judged.filter(({ role }) => role === 'decoy').map(({ mention }) => dayOf(mention, order)));
  const candidates: Candidate[] = [];
  for (const { mention, role } of judged) {
    if (role === 'decoy') continue;
    const day = dayOf(mention, order, fileDay);
    if (day === null || !isWithin(day, limits)) continue;
    if (mention.hasShortYear && day < limits.earliestShortYear) continue;
    if ((role === 'top' || role === 'plain' || role === 'weak') && decoyDays.has(day)) continue;
    candidates.push({ day, score: SCORES[role] + (day === fileDay ? FILE_NAME_AGREEMENT_BONUS : 0) });
  }
  return candidates;
}

/** The highest score; of equal ones, the first in the text. */
function bestOf<T extends { score: number }>(candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const candidate of candidates) if (!best || candidate.score > best.score) best = candidate;
  return best;
}

// --- days ----------------------------------------------------------------------------------------------

type Limits = { year: number; earliest: string; latest: string; earliestShortYear: string };

/**
 * A two-digit year a century back is a birth year ('98) or a year ahead written short (01/01/26 in
 * 2025, read 1926): never the year a document is dated in.
 */
const SHORT_YEAR_SPAN = 50;

/**
 * Days from 1900 up to tomorrow: a document is not dated in the future, but "today" is the server's
 * (UTC) day, which a user's document may already be a day ahead of. UTC, so that the answer does
 * not depend on where it runs.
 */
function limitsOf(today: Date): Limits {
  const tomorrow = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1));
  const year = today.getUTCFullYear();
  return {
    year,
    earliest: '1900-01-01',
    latest: tomorrow.toISOString().slice(0, 10),
    earliestShortYear: `${year - SHORT_YEAR_SPAN}-01-01`,
  };
}

function isWithin(day: string, limits: Limits): boolean {
  return day >= limits.earliest && day <= limits.latest;
}

/** The day as 'YYYY-MM-DD', or null when there is no such day (31.02.). */
function isoDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A two-digit year is the latest such year that is not after this year's: 25 → 2025, 98 → 1998. */
function fullYear(digits: string, yearOfToday: number): number {
  if (digits.length === 4) return Number(digits);
  const year = yearOfToday - (yearOfToday % 100) + Number(digits);
  return year > yearOfToday ? year - 100 : year;
}

// --- folding -------------------------------------------------------------------------------------------

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Letters that keep a stroke through decomposition, and typographic characters with a plain twin. */
const FOLD_EXCEPTIONS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ø: 'o',
  Ø: 'o',
  '\u2019': "'",
  '\u2018': "'",
  '\u00a0': ' ',
  '\u202f': ' ',
  ẞ: 'ß',
};
const foldedCharacters = new Map<string, string>();

function foldCharacter(character: string): string {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) {
    folded = FOLD_EXCEPTIONS[character] ?? character.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
    // One character for one keeps every offset valid in the original text.
    if (folded.length !== 1) folded = character.length === 1 && character.toLowerCase().length === 1 ? character.toLowerCase() : ' ';
    foldedCharacters.set(character, folded);
  }
  return folded;
}

/** Lower case without accents ("Mär." → "mar.", "września" → "wrzesnia"), one character for one. */
function foldText(text: string): string {
  return text.replace(/[A-Z]|[^\x00-\x7f]/g, foldCharacter);
}

// --- mentions: the dates written in a text -----------------------------------------------------------------

type Mention = {
  start: number;
  end: number;
  /**
   * The day when read day first and month first (null where that is no day). The same unless the
   * date is numeric with day and month both up to 12: 04/05/2025.
   */
  dayFirst: string | null;
  monthFirst: string | null;
  /** numeric: 12.03.2025 or 03/12/2025; nameAfterDay: 12 March 2025; nameBeforeDay: March 12, 2025; iso: 2025-03-12. */
  style: 'numeric' | 'iso' | 'nameAfterDay' | 'nameBeforeDay';
  separator: string;
  /** Written with two digits of the year (12.03.25). */
  hasShortYear: boolean;
};

const LETTER = 'a-z\\u00df-\\u024f';
const IS_LETTER_OR_DIGIT = /[0-9a-z\u00df-\u024f]/;
const IS_DIGIT = /[0-9]/;

/** d.m.y, m/d/y, y-m-d: the same separator twice. */
const NUMERIC_DATE = /(?<![0-9a-z\u00df-\u024f])(\d{1,4})([./-])(\d{1,2})\2(\d{4}|\d{1,2})(?!\d)/g;
/** 12 March 2025, 4. Februar 2025, 1er mars 2024, 5 de marzo de 2025, 12th of March 2025, 12-Mar-25. */
const DAY_MONTH_NAME_DATE = new RegExp(
  `(?<![0-9${LETTER}])(\\d{1,2})(?:st|nd|rd|th|er|eme|º|ª|°|o)?\\.?[ \\t/.-]{0,3}(?:(?:de|of|du)[ \\t]+)?([${LETTER}]{3,12})\\.?,?[ \\t/.-]{0,3}(?:(?:de|del|of|do)[ \\t]+)?'?(\\d{4}(?!\\d)|\\d{2}(?!\\d|,?[ \\t]?\\d))`,
  'g',
);
/** March 12, 2025, Sept. 5 2025. */
const MONTH_NAME_DAY_DATE = new RegExp(
  `(?<![${LETTER}])([${LETTER}]{3,12})\\.?,?[ \\t]{1,3}(\\d{1,2})(?:st|nd|rd|th)?,?[ \\t]{1,3}(\\d{4})(?!\\d)`,
  'g',
);
/** 20250312: only in file names, where a scanner or a camera writes it; in a text it is any number. */
const COMPACT_DATE = /(?<!\d)((?:19|20)\d\d)(\d\d)(\d\d)(?!\d)/g;

const MONTHS = monthsByWord();

/** Every full month name, and each prefix of at least MONTH_PREFIX_MIN_LENGTH letters that only one month starts with. */
function monthsByWord(): Map<string, number> {
  const prefixMonths = new Map<string, Set<number>>();
  MONTH_NAMES.forEach((names, index) => {
    for (const name of names) {
      for (let length = MONTH_PREFIX_MIN_LENGTH; length <= name.length; length++) {
        const prefix = name.slice(0, length);
        prefixMonths.set(prefix, (prefixMonths.get(prefix) ?? new Set()).add(index + 1));
      }
    }
  });
  const months = new Map<string, number>(Object.entries(MONTH_ABBREVIATIONS));
  for (const [prefix, monthSet] of prefixMonths) if (monthSet.size === 1) months.set(prefix, [...monthSet][0]!);
  return months;
}

/** The dates written in a folded text, in text order, none overlapping another. */
function findMentions(text: string, options: { yearOfToday: number; isFileName: boolean }): Mention[] {
  const found = [...numericMentions(text, options.yearOfToday), ...monthNameMentions(text, options.yearOfToday)];
  if (options.isFileName) found.push(...compactMentions(text));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const mentions: Mention[] = [];
  for (const mention of found) {
    const previous = mentions.at(-1);
    if (!previous || mention.start >= previous.end) mentions.push(mention);
  }
  return mentions;
}

function* numericMentions(text: string, yearOfToday: number): Generator<Mention> {
  for (const match of text.matchAll(NUMERIC_DATE)) {
    const [written, first, separator, second, third] = match as unknown as [string, string, string, string, string];
    const start = match.index;
    const end = start + written.length;
    if (isPartOfLongerNumber(text, start, end, separator)) continue;
    if (first.length === 4 && third.length <= 2) {
      const day = isoDay(Number(first), Number(second), Number(third));
      yield { start, end, dayFirst: day, monthFirst: day, style: 'iso', separator, hasShortYear: false };
    } else if (first.length <= 2 && (third.length === 2 || third.length === 4)) {
      const year = fullYear(third, yearOfToday);
      const dayFirst = isoDay(year, Number(second), Number(first));
      const monthFirst = isoDay(year, Number(first), Number(second));
      if (dayFirst || monthFirst) yield { start, end, dayFirst, monthFirst, style: 'numeric', separator, hasShortYear: third.length === 2 };
    }
  }
}

/**
 * Whether the date is a piece of a longer run ("Ref 2025.03.12.4471", "Order no. 12-03-2025-88",
 * "INV-2025-03-12", version 1.12.2024.3, a phone number 06.12.03.20.25): such runs are numbers.
 */
function isPartOfLongerNumber(text: string, start: number, end: number, separator: string): boolean {
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  if (before === separator && IS_LETTER_OR_DIGIT.test(text[start - 2] ?? '')) return true;
  return after === separator && IS_DIGIT.test(text[end + 1] ?? '');
}

function* monthNameMentions(text: string, yearOfToday: number): Generator<Mention> {
  for (const match of text.matchAll(DAY_MONTH_NAME_DATE)) {
    const [written, day, word, year] = match as unknown as [string, string, string, string];
    const month = MONTHS.get(word);
    const iso = month ? isoDay(fullYear(year, yearOfToday), month, Number(day)) : null;
    if (iso)
      yield {
        start: match.index,
        end: match.index + written.length,
        dayFirst: iso,
        monthFirst: iso,
        style: 'nameAfterDay',
        separator: '',
        hasShortYear: year.length === 2,
      };
  }
  for (const match of text.matchAll(MONTH_NAME_DAY_DATE)) {
    const [written, word, day, year] = match as unknown as [string, string, string, string];
    const month = MONTHS.get(word);
    const iso = month ? isoDay(Number(year), month, Number(day)) : null;
    if (iso)
      yield {
        start: match.index,
        end: match.index + written.length,
        dayFirst: iso,
        monthFirst: iso,
        style: 'nameBeforeDay',
        separator: '',
        hasShortYear: false,
      };
  }
}

function* compactMentions(text: string): Generator<Mention> {
  for (const match of text.matchAll(COMPACT_DATE)) {
    const [written, year, month, day] = match as unknown as [string, string, string, string];
    const iso = isoDay(Number(year), Number(month), Number(day));
    if (iso)
      yield {
        start: match.index,
        end: match.index + written.length,
        dayFirst: iso,
        monthFirst: iso,
        style: 'iso',
        separator: '',
        hasShortYear: false,
      };
  }
}

// --- day or month first ------------------------------------------------------------------------------------

type NumericOrder = 'dayFirst' | 'monthFirst';

/**
 * The day a mention means: its only reading, or the one of the document's order. Dotted dates are
 * European (day first) whatever the document. When the order is unknown, a reading that is the
 * `hint` (the file name's day) is taken; otherwise there is no answer rather than a guess.
 */
function dayOf(mention: Mention, order: NumericOrder | undefined, hint?: string | null): string | null {
  const { dayFirst, monthFirst } = mention;
  if (dayFirst === monthFirst || !monthFirst) return dayFirst;
  if (!dayFirst) return monthFirst;
  if (mention.separator === '.') return dayFirst;
  if (order) return order === 'dayFirst' ? dayFirst : monthFirst;
  if (hint && (hint === dayFirst || hint === monthFirst)) return hint;
  return null;
}

/** Unambiguous numeric dates are the surest sign of the order; then these, in an English text. */
const MONTH_FIRST_CUES: readonly (readonly [RegExp, number])[] = [
  // Dollars, but not reais (R$) or another country's dollars (C$, A$, S$).
  [/(?<![A-Za-z])\$ ?\d|\bUSD\b|\bUS\$/, 2],
  [
    /\b(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC) \d{5}(?:-\d{4})?\b/,
    3,
  ],
  [/\bsales tax\b/i, 2],
  [/\bzip(?: code)?\b/i, 1],
  [/\(\d{3}\) ?\d{3}-\d{4}\b/, 1],
];
const DAY_FIRST_CUES: readonly (readonly [RegExp, number])[] = [
  [/£|\bGBP\b/, 2],
  [/R\$|\bBRL\b/, 2],
  [/€|\bEUR\b/, 2],
  [/\bVAT\b/, 2],
  [/\b(?:HMRC|NHS)\b/, 2],
  // A British postcode or phone number, as a US state and ZIP tell the other way.
  [/\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/, 2],
  [/\+44/, 1],
];
const UNAMBIGUOUS_DATE_WEIGHT = 5;
const MONTH_NAME_ORDER_WEIGHT = 2;

/**
 * Whether the document writes numeric dates day first or month first, or undefined when it cannot be
 * told. Only English texts may be month first (American), and only on evidence: the document's
 * unambiguous dates (03/15/2025), its way with month names (March 12, 2025), its money and addresses.
 */
function numericOrderOf(text: string, original: string, mentions: readonly Mention[]): NumericOrder | undefined {
  const numeric = mentions.filter((mention) => mention.style === 'numeric');
  const dayFirstDates = numeric.filter((mention) => mention.dayFirst && !mention.monthFirst).length;
  const monthFirstDates = numeric.filter((mention) => mention.monthFirst && !mention.dayFirst).length;
  // Other languages write day first; only dates that cannot be read so say otherwise.
  if (isInAnotherLanguageThanEnglish(text)) return monthFirstDates > 0 && dayFirstDates === 0 ? 'monthFirst' : 'dayFirst';
  let evidence = UNAMBIGUOUS_DATE_WEIGHT * (monthFirstDates - dayFirstDates); // > 0: month first
  if (mentions.some((mention) => mention.style === 'nameBeforeDay')) evidence += MONTH_NAME_ORDER_WEIGHT;
  if (mentions.some((mention) => mention.style === 'nameAfterDay')) evidence -= MONTH_NAME_ORDER_WEIGHT;
  for (const [cue, weight] of MONTH_FIRST_CUES) if (cue.test(original)) evidence += weight;
  for (const [cue, weight] of DAY_FIRST_CUES) if (cue.test(original)) evidence -= weight;
  return evidence > 0 ? 'monthFirst' : evidence < 0 ? 'dayFirst' : undefined;
}

const WORD_LANGUAGES = wordLanguages();

function wordLanguages(): Map<string, string[]> {
  const languages = new Map<string, string[]>();
  for (const [language, words] of Object.entries(LANGUAGE_WORDS))
    for (const word of words) languages.set(word, [...(languages.get(word) ?? []), language]);
  return languages;
}

/**
 * Whether the text's beginning has more frequent words of another language than of English. A text
 * with none ("Meeting notes 04/05/2025"), or as many English ones, is left to the evidence.
 */
function isInAnotherLanguageThanEnglish(text: string): boolean {
  const counts = new Map<string, number>();
  for (const [word] of text.slice(0, 5000).matchAll(/[a-z\u00df-\u024f]+/g)) {
    for (const language of WORD_LANGUAGES.get(word) ?? []) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const english = counts.get('en') ?? 0;
  return [...counts].some(([language, count]) => language !== 'en' && count > english);
}

// --- the file name -----------------------------------------------------------------------------------------

/**
 * The first date in the file name. Underscores and dashes between a word and a number separate
 * them ("Rechnung_12.03.2025.pdf", "invoice-2025-03-12.pdf"); between numbers they are a date's
 * ("scan_2025_03_12").
 */
function fileNameDay(fileName: string, order: NumericOrder | undefined, limits: Limits, contentDays: ReadonlySet<string>): string | null {
  const spaced = fileName
    .replace(/(?<=\d)_(?=\d)/g, '-')
    .replace(/_/g, ' ')
    .replace(/(?<=\p{L})-(?=\d)|(?<=\d)-(?=\p{L})/gu, ' ');
  const text = foldText(spaced);
  for (const mention of findMentions(text, { yearOfToday: limits.year, isFileName: true })) {
    const day =
      dayOf(mention, order) ??
      [mention.dayFirst, mention.monthFirst].find((reading) => reading !== null && contentDays.has(reading)) ??
      null;
    if (day && isWithin(day, limits)) return day;
  }
  return null;
}

// --- judging a mention by its surroundings ---------------------------------------------------------------------

/** A line of the text: where it is, its place in the text's lines and how many non-empty lines precede it. */
type Line = { start: number; end: number; position: number; rank: number };

/** A text with its lines and the dates written in it, as the judging reads them. */
type Page = {
  text: string;
  lines: readonly Line[];
  mentions: readonly Mention[];
  mentionLines: readonly Line[];
  mentionsByLine: ReadonlyMap<Line, readonly Mention[]>;
};

const LABEL_KINDS = labelKinds();
/** German compounds by their ending ("Mietbeginn"), and abbreviated dates ("Belegdat.", "Geb.-Dat."). */
const COMPOUND_LABEL = `[a-z\u00df]{2,}(?:${Object.keys(COMPOUND_ENDINGS).join('|')})|[a-z\u00df.-]{2,}dat\\.`;
const LABEL = phrasePattern([...LABEL_KINDS.keys()], COMPOUND_LABEL);
const DOCUMENT_TYPE = phrasePattern(DOCUMENT_TYPE_WORDS);
const DOCUMENT_TYPES = new Set(DOCUMENT_TYPE_WORDS);
const DETERMINERS = new Set(DETERMINER_WORDS);
const FUTURE = phrasePattern(FUTURE_WORDS);
const PREPOSITIONS = new Set(PLACE_PREPOSITIONS);
/** "12.03.2025 14:32", "12 March 2025 at 9:05", "12/03/2025, 18h35": a moment, as printed on a receipt or a printout. */
const TIME_AFTER = /^,?[ \t]*(?:(?:at|um|a las|alle|as|o|la|a|godz\.?|ora)[ \t]+)?\d{1,2}[:h]\d{2}(?!\d)/;
const WEEKDAYS = new Set(WEEKDAY_NAMES);
const RANGE_WORD_SET = new Set(RANGE_WORDS);
const GAP_WORDS = new Set([...CONNECTOR_WORDS, ...WEEKDAY_NAMES]);
const POSSESSIVES = new Set(POSSESSIVE_WORDS);
const PREPOSITIONS_AS_LABELS = new Set(PREPOSITION_LABELS);
const RANGE_BETWEEN = new RegExp(`^[ \\t]*(?:${RANGE_WORDS.map(escapePhrase).join('|')})[ \\t]*$`);
/** "01.–31.03.2025", "1-15 March 2025": the mention ends a range whose start is only a day. */
const RANGE_OF_DAYS_BEFORE = /\d{1,2}\.?[ \t]?[-–—][ \t]?$/;
const DECOY_KINDS: ReadonlySet<LabelKind> = new Set(['due', 'birth', 'period', 'stay', 'validity', 'reference']);
/** Columns a label over a date may be off by. */
const COLUMN_TOLERANCE = 15;

function labelKinds(): Map<string, LabelKind> {
  const kinds = new Map<string, LabelKind>();
  for (const [kind, phrases] of Object.entries(LABELS) as [LabelKind, readonly string[]][]) {
    for (const phrase of phrases) if (!kinds.has(phrase)) kinds.set(phrase, kind);
  }
  return kinds;
}

function escapePhrase(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]+');
}

/** Any of the phrases as whole words, longest first so that "due date" wins over "date"; then `lastAlternative`, a pattern. */
function phrasePattern(phrases: readonly string[], lastAlternative?: string): RegExp {
  const alternatives = [...new Set(phrases)].sort((a, b) => b.length - a.length).map(escapePhrase);
  if (lastAlternative) alternatives.push(lastAlternative);
  return new RegExp(`(?<![${LETTER}])(?:${alternatives.join('|')})(?![${LETTER}])`, 'g');
}

function normalizedLabel(label: string): string {
  return label.replace(/[ \t]+/g, ' ');
}

function labelKindOf(label: string): LabelKind {
  const kind = LABEL_KINDS.get(normalizedLabel(label));
  if (kind) return kind;
  if (label.endsWith('dat.')) return LABEL_KINDS.get(`${label.slice(0, -1)}um`) ?? 'weak';
  const ending = Object.keys(COMPOUND_ENDINGS).find((end) => label.endsWith(end))!;
  return COMPOUND_ENDINGS[ending]!;
}

function judgeMentions(text: string, mentions: readonly Mention[]): { mention: Mention; role: Role }[] {
  const lines = linesOf(text);
  const lineOf = lineFinder(lines);
  const mentionLines = mentions.map((mention) => lineOf(mention.start));
  const mentionsByLine = new Map<Line, Mention[]>();
  mentions.forEach((mention, index) =>
    mentionsByLine.set(mentionLines[index]!, [...(mentionsByLine.get(mentionLines[index]!) ?? []), mention]),
  );
  const page: Page = { text, lines, mentions, mentionLines, mentionsByLine };
  return mentions.map((mention, index) => ({ mention, role: isInRange(text, mentions, index) ? 'decoy' : roleOf(page, index) }));
}

/**
 * What its surroundings make of a date, the nearest evidence first: a label on its line, its
 * document's numbered heading, the sentence it is in (to come, or someone's), a time after it, a
 * heading above it, a letter's place-and-date line, its place in the text.
 */
function roleOf(page: Page, index: number): Role {
  const { text, mentions, mentionLines } = page;
  const mention = mentions[index]!;
  const line = mentionLines[index]!;
  // The text since the line's start or the date before on the same line: a label there is this date's.
  const segmentStart = Math.max(
    index > 0 && mentionLines[index - 1] === line ? mentions[index - 1]!.end : line.start,
    mention.start - MAX_SEGMENT,
  );
  const segment = text.slice(segmentStart, mention.start);
  const fromLabel = roleFromLabel(segment);
  if (fromLabel) return fromLabel;
  if (isOwnDateOfNamedDocument(segment)) return 'document';
  const clause = segment.split(/[.!?;]\s/).at(-1) ?? '';
  if (lastMatch(FUTURE, clause)) return 'decoy';
  // "Further to our telephone call on", "thank you for your payment of": another event's date.
  if (hasPossessive(clause)) return 'weak';
  if (TIME_AFTER.test(text.slice(mention.end, mention.end + 12))) return 'stamp';
  // The whole line around the date, unless the line is long: then it is no heading, header or label.
  const isShortLine = mention.start - line.start <= MAX_SEGMENT && line.end - mention.end <= MAX_SEGMENT;
  const before = isShortLine ? text.slice(line.start, mention.start) : undefined;
  // A date that starts a column (the line's start, or after two spaces or a tab) may have its heading above.
  if (before !== undefined && /(?:^|[ \t]{2,}|\t)$/.test(before)) {
    const fromHeading = roleFromHeadingAbove(page, index);
    if (fromHeading) return fromHeading;
  }
  if (before !== undefined && isHeaderLine(before, text.slice(mention.end, line.end))) return 'header';
  return line.rank < TOP_LINES ? 'top' : 'plain';
}

/** The role the nearest label before the mention on its line gives it, if it gives one. */
function roleFromLabel(segment: string): Role | undefined {
  const label = lastMatch(LABEL, segment);
  if (!label) return undefined;
  const kind = labelKindOf(label[0]);
  const beforeLabel = segment.slice(0, label.index);
  const gap = segment.slice(label.index + label[0].length);
  // "până la data de", "bis zum Datum": a bare "Date" after a decoy's label is that decoy's.
  const previousLabel = kind === 'generic' ? lastMatch(LABEL, beforeLabel) : undefined;
  if (
    previousLabel &&
    DECOY_KINDS.has(labelKindOf(previousLabel[0])) &&
    isConnectorGap(beforeLabel.slice(previousLabel.index + previousLabel[0].length))
  )
    return 'decoy';
  if (isConnectorGap(gap)) return roleOfLabel(kind, beforeLabel, gap);
  if (kind === 'signed' && isPlaceGap(gap)) return roleOfLabel(kind, beforeLabel, '');
  // "Due date (14 days net): 26.03.2025"; but "Nr. 4711 vom 12.03.2025" is a number, then a date.
  if (
    DECOY_KINDS.has(kind) &&
    kind !== 'reference' &&
    !PREPOSITIONS_AS_LABELS.has(normalizedLabel(label[0])) &&
    gap.length <= DECOY_LABEL_REACH
  )
    return 'decoy';
  if (kind === 'generic') return isNarrowedToDocument(gap) ? 'document' : 'weak';
  return undefined;
}

function roleOfLabel(kind: LabelKind, beforeLabel: string, gap: string): Role {
  if (DECOY_KINDS.has(kind)) return 'decoy';
  // "your email dated", "Ihr Schreiben vom": another document's date.
  if (hasPossessive(gap) || hasPossessive(lastWords(beforeLabel, 3))) return 'weak';
  if (kind === 'document' || kind === 'signed') return 'document';
  // "Ship date", "Posting date": an English word before a bare "Date" narrows it.
  if (kind === 'generic')
    return /[a-z\u00df-\u024f]{3,}[ -]$/.test(beforeLabel) && !GAP_WORDS.has(lastWord(beforeLabel)) ? 'weak' : 'generic';
  return 'weak';
}

/** "Fecha del extracto:", "Data da fatura", "Date of the invoice": a bare "Date" narrowed to the document's. */
function isNarrowedToDocument(gap: string): boolean {
  if (gap.length > 40 || /\d/.test(gap)) return false;
  const words = gap.match(/[a-z\u00df-\u024f]+/g) ?? [];
  const named = words.filter((word) => !GAP_WORDS.has(word) && !DETERMINERS.has(word));
  return named.length > 0 && named.length <= 2 && named.every((word) => DOCUMENT_TYPES.has(word));
}

/**
 * A place between a signing and its date: "Signed at London on", "Fait à Paris, le", "Ort, Datum:
 * München,", "Zawarto w Krakowie dnia". A preposition or a comma marks the place, small words follow.
 */
function isPlaceGap(gap: string): boolean {
  if (gap.length > 60 || /\d/.test(gap)) return false;
  const tokens = gap.match(/[a-z\u00df-\u024f]+|,/g) ?? [];
  const hasPreposition = PREPOSITIONS.has(tokens[0] ?? '');
  const placeStart = hasPreposition ? 1 : 0;
  if (tokens[placeStart] === undefined || tokens[placeStart] === ',') return false;
  // The place is a few words, commas allowed within ("Austin, TX"); what follows it, small words.
  for (let length = 1; length <= 5 && placeStart + length <= tokens.length; length++) {
    const rest = tokens.slice(placeStart + length);
    if ((hasPreposition || rest[0] === ',') && rest.every((token) => token === ',' || GAP_WORDS.has(token))) return true;
  }
  return false;
}

/** Only small words ("vom", "le", "de"), weekdays and punctuation between a label and its date. */
function isConnectorGap(gap: string): boolean {
  if (gap.length > 60 || /\d/.test(gap)) return false;
  for (const [word] of gap.matchAll(/[a-z\u00df-\u024f]+/g)) if (!GAP_WORDS.has(word)) return false;
  return true;
}

function hasPossessive(text: string): boolean {
  for (const [word] of text.matchAll(/[a-z\u00df-\u024f]+/g)) if (POSSESSIVES.has(word)) return true;
  return false;
}

function lastWords(text: string, count: number): string {
  return (text.match(/[a-z\u00df-\u024f]+/g) ?? []).slice(-count).join(' ');
}

function lastWord(text: string): string {
  return /([a-z\u00df-\u024f]+)[^a-z\u00df-\u024f]*$/.exec(text)?.[1] ?? '';
}

/**
 * "Rechnung Nr. 4711 vom 12.03.2025", "Facture n° F-88 du 12 mars 2025": a document named at the
 * start of its line, with its number, then a date is dated by it. In a sentence ("… with the invoice
 * no. 45 of …") the name cites another document.
 */
function isOwnDateOfNamedDocument(segment: string): boolean {
  const name = lastMatch(DOCUMENT_TYPE, segment);
  if (!name || /[a-z\u00df-\u024f]/.test(segment.slice(0, name.index))) return false;
  const rest = segment.slice(name.index + name[0].length);
  const numbered =
    /^[ \t]*(?:(?:no|nr|n|num|numero|number|nummer)?[.°º:#]*[ \t]*[a-z0-9/.-]*\d[a-z0-9/.-]*)?[ \t,]*((?:[a-z\u00df-\u024f]+\.?[ \t]+){1,3})$/.exec(
      rest,
    );
  return numbered !== null && isConnectorGap(numbered[1]!);
}

/**
 * A letter's place-and-date line ("London, 12 March 2025", "Berlin, den 12.03.2025", "Warszawa,
 * dnia 12 marca 2025 r.") or a date alone on its line.
 */
function isHeaderLine(before: string, after: string): boolean {
  if (!/^[ \t]*(?:r\.?|\.)?[ \t]*$/.test(after)) return false;
  // Alone, or after a weekday or small word: "Dnia 10.02.2023", "Le 12 mars 2025", "Mittwoch, 12. März 2025".
  if (isConnectorGap(before)) return true;
  // A place of a few words ("Albany, NY,", "Rio de Janeiro,"), a comma, then at most small words or a weekday.
  if (!/^[ \t]*[a-z\u00df-\u024f][a-z\u00df-\u024f .',-]{1,50}$/.test(before) || !before.includes(',')) return false;
  const words = before.match(/[a-z\u00df-\u024f]+/g) ?? [];
  // "Überweisung am Samstag, 31. Mai 2025" has a comma, but no place before it.
  const placeWords = before.slice(0, before.indexOf(',')).match(/[a-z\u00df-\u024f]+/g) ?? [];
  if (placeWords.length > 4 || placeWords.some((word) => WEEKDAYS.has(word))) return false;
  return words.length <= 6 && isConnectorGap(before.slice(before.lastIndexOf(',') + 1));
}

/**
 * The role a heading on the line above gives the date under it: "Invoice date   Due date" over
 * "12.03.2025     26.03.2025", or a letter's reference line ("Ihr Zeichen   Unser Zeichen   Datum").
 * Only a row of short headings counts ("Amsterdam 1012 AB" or "Tel: 030 1234" heads nothing), and
 * not over a column of dates (a table under "Date").
 */
function roleFromHeadingAbove(page: Page, index: number): Role | undefined {
  const { text, mentions, mentionLines, mentionsByLine } = page;
  const line = mentionLines[index]!;
  const above = neighbourLine(page, line, -1);
  if (!above || mentionsByLine.has(above)) return undefined;
  const column = mentions[index]!.start - line.start;
  const below = neighbourLine(page, line, 1);
  const isInColumn =
    below !== undefined && (mentionsByLine.get(below) ?? []).some((other) => Math.abs(other.start - below.start - column) <= 4);
  if (isInColumn) return undefined;
  const aboveText = text.slice(above.start, above.end);
  if (aboveText.length > MAX_SEGMENT || /\d/.test(aboveText)) return undefined;
  // Headings stand apart by two spaces or a tab, a few words each.
  const headings = [...aboveText.matchAll(/[^ \t]+(?: [^ \t]+)*/g)];
  if (headings.some(([heading]) => heading.split(' ').length > 4)) return undefined;
  let nearest: { role: Role; distance: number } | undefined;
  for (const heading of headings) {
    const labels = [...heading[0].matchAll(LABEL)];
    labels.forEach((label, at) => {
      const after = heading[0].slice(label.index + label[0].length, labels[at + 1]?.index ?? heading[0].length);
      const distance = Math.abs(heading.index + label.index - column);
      if (!isConnectorGap(after) || distance > COLUMN_TOLERANCE || (nearest && distance >= nearest.distance)) return;
      nearest = { role: roleOfLabel(labelKindOf(label[0]), heading[0].slice(0, label.index), after), distance };
    });
  }
  return nearest?.role;
}

/** Whether the mention ends or starts a range ("01.01.2025 – 31.03.2025", "du 1er janvier au 31 mars 2025"). */
function isInRange(text: string, mentions: readonly Mention[], index: number): boolean {
  const mention = mentions[index]!;
  const next = mentions[index + 1];
  const previous = mentions[index - 1];
  if (next && isRangeBetween(text.slice(mention.end, next.start))) return true;
  if (previous && isRangeBetween(text.slice(previous.end, mention.start))) return true;
  return RANGE_OF_DAYS_BEFORE.test(text.slice(Math.max(0, mention.start - 8), mention.start));
}

/** "–", " to ", " au ", ", bis Freitag, ", " r. – ": a range's word, with weekdays, commas and Polish "r." (rok) around it. */
function isRangeBetween(between: string): boolean {
  if (between.length > 40) return false;
  const isFiller = (part: string) => (WEEKDAYS.has(part) && !RANGE_WORD_SET.has(part)) || part === 'r';
  const bare = between
    .replace(/[a-z\u00df-\u024f]+(?:-[a-z\u00df-\u024f]+)*/g, (word) => (word.split('-').every(isFiller) ? ' ' : word))
    .replace(/[,.]/g, ' ');
  return RANGE_BETWEEN.test(bare);
}

function lastMatch(pattern: RegExp, text: string): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match;
  return last;
}

// --- lines -------------------------------------------------------------------------------------------------

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let rank = 0;
  for (let start = 0; start <= text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    lines.push({ start, end, position: lines.length, rank });
    if (/\S/.test(text.slice(start, end))) rank++;
    start = end + 1;
  }
  return lines;
}

/** The line holding an offset, by bisection. */
function lineFinder(lines: readonly Line[]): (offset: number) => Line {
  return (offset) => {
    let low = 0;
    let high = lines.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lines[middle]!.start <= offset) low = middle;
      else high = middle - 1;
    }
    return lines[low]!;
  };
}

/** The nearest non-empty line above (step -1) or below (step 1), skipping at most two empty ones. */
function neighbourLine({ text, lines }: Page, line: Line, step: -1 | 1): Line | undefined {
  for (let at = line.position + step, skipped = 0; at >= 0 && at < lines.length && skipped <= 2; at += step, skipped++) {
    const candidate = lines[at]!;
    if (/\S/.test(text.slice(candidate.start, candidate.end))) return candidate;
  }
  return undefined;
}
