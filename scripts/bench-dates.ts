/**
 * Document date benchmark: `npm run bench:dates`.
 *
 * Runs the date finder (core/documents/document-date.ts) on every labelled document of
 * tests/fixtures/document-dates.json (written by scripts/generate-date-set.ts) and prints:
 *   - exact: the expected day, or null where the document states none;
 *   - wrong: another day, or a day where none was expected;
 *   - missed: null where a day was expected;
 * overall and per language, the time per document (median and p95), then each wrong and missed
 * document with the text around what was found, to be read.
 *
 * Targets (the product issue's): exact >= 95%, wrong <= 1%. Exits with 1 when one is missed.
 * Knobs: BENCH_DATES_FIXTURE (another fixture file), BENCH_DATES_REPEAT (runs per document for the
 * timing, 5). Takes a second or two.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findDocumentDate } from '../core/documents/document-date.ts';
import { table } from './bench-lib.ts';

type LabelledDocument = { id: string; language: string; fileName: string; content: string; expected: string | null; today: string };
type Outcome = 'exact' | 'wrong' | 'missed';
type Result = { document: LabelledDocument; found: string | null; outcome: Outcome; milliseconds: number };

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = process.env.BENCH_DATES_FIXTURE ?? path.join(ROOT, 'tests', 'fixtures', 'document-dates.json');
const REPEAT = Math.max(1, Number(process.env.BENCH_DATES_REPEAT ?? 5));
const TARGETS = { exact: 0.95, wrong: 0.01 };
const CONTEXT_CHARACTERS = 60;

function outcomeOf(expected: string | null, found: string | null): Outcome {
  if (found === expected) return 'exact';
  return found === null ? 'missed' : 'wrong';
}

/** The fastest of REPEAT runs: the first run of a document pays for the JIT, not for the finder. */
function run(document: LabelledDocument): Result {
  const input = { content: document.content, fileName: document.fileName, today: new Date(`${document.today}T12:00:00Z`) };
  let found: string | null = null;
  let milliseconds = Infinity;
  for (let attempt = 0; attempt < REPEAT; attempt++) {
    const started = performance.now();
    found = findDocumentDate(input);
    milliseconds = Math.min(milliseconds, performance.now() - started);
  }
  return { document, found, outcome: outcomeOf(document.expected, found), milliseconds };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

const percent = (count: number, total: number) => (total === 0 ? '-' : `${((100 * count) / total).toFixed(1)}%`);

function figures(label: string, results: readonly Result[]): string[] {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  const times = results.map((result) => result.milliseconds).sort((a, b) => a - b);
  const [exact, wrong, missed] = [count('exact'), count('wrong'), count('missed')];
  return [
    label,
    String(results.length),
    String(exact),
    percent(exact, results.length),
    String(wrong),
    percent(wrong, results.length),
    String(missed),
    percent(missed, results.length),
    percentile(times, 0.5).toFixed(3),
    percentile(times, 0.95).toFixed(3),
  ];
}

/**
 * The text around where a day is written, on one line: numerically in any order and padding, or with
 * a month name; the file name when the text does not have it.
 */
function contextOf(document: LabelledDocument, day: string | null): string {
  const text = document.content.replace(/\s+/g, ' ');
  if (!day) return text.slice(0, CONTEXT_CHARACTERS);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const years = `(?:${year}|${String(year).slice(2)})`;
  const d = `0?${date}`;
  const m = `0?${month}`;
  const writings = [
    `${year}[-/.]0?${month}[-/.]0?${date}`,
    `(?<!\\d)${d}[./-]${m}[./-]${years}(?!\\d)`,
    `(?<!\\d)${m}[./-]${d}[./-]${years}(?!\\d)`,
    `(?<!\\d)${d}(?:st|nd|rd|th|er|º)?\\.?\\s*(?:de\\s+|of\\s+)?\\p{L}+\\.?,?\\s*(?:de\\s+|del\\s+)?${years}`,
    `\\p{L}+\\.?\\s+${d}(?:st|nd|rd|th)?,?\\s+${year}`,
  ];
  const match = new RegExp(writings.join('|'), 'u').exec(text);
  if (!match) return `(file name) ${document.fileName}`;
  const start = Math.max(0, match.index - CONTEXT_CHARACTERS / 3);
  return text.slice(start, start + CONTEXT_CHARACTERS);
}

function main() {
  const documents = JSON.parse(readFileSync(FIXTURE, 'utf8')) as LabelledDocument[];
  const results = documents.map(run);
  const languages = [...new Set(documents.map((document) => document.language))];
  const headers = ['', 'documents', 'exact', '%', 'wrong', '%', 'missed', '%', 'ms p50', 'ms p95'];
  const rows = [
    ...languages.map((language) =>
      figures(
        language,
        results.filter((result) => result.document.language === language),
      ),
    ),
    figures('all', results),
  ];
  console.log(`Document dates: ${documents.length} documents from ${path.relative(ROOT, FIXTURE)} (time: the fastest of ${REPEAT} runs)\n`);
  console.log(table(headers, rows));

  const failures = results.filter((result) => result.outcome !== 'exact');
  if (failures.length > 0) {
    console.log('\nNot exact:');
    console.log(
      table(
        ['id', 'expected', 'found', 'context'],
        failures.map(({ document, found }) => [
          document.id,
          document.expected ?? 'null',
          found ?? 'null',
          contextOf(document, found ?? document.expected),
        ]),
      ),
    );
  }

  const dated = results.filter((result) => result.document.expected !== null);
  const undated = results.filter((result) => result.document.expected === null);
  const exactCount = (subset: readonly Result[]) => subset.filter((result) => result.outcome === 'exact').length;
  console.log(
    `\nDocuments with a date: ${exactCount(dated)}/${dated.length} exact (${percent(exactCount(dated), dated.length)}); without one: ${exactCount(undated)}/${undated.length} answered null.`,
  );

  const exactShare = exactCount(results) / results.length;
  const wrongShare = results.filter((result) => result.outcome === 'wrong').length / results.length;
  const verdict = exactShare >= TARGETS.exact && wrongShare <= TARGETS.wrong;
  console.log(`\nTargets: exact >= ${TARGETS.exact * 100}%, wrong <= ${TARGETS.wrong * 100}%: ${verdict ? 'met' : 'MISSED'}`);
  if (!verdict) process.exitCode = 1;
}

main();
