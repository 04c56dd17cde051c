/**
 * Suggestions benchmark: `npm run bench:suggestions`.
 *
 * On tests/fixtures/suggestion-set.json (scripts/generate-suggestion-set.ts: 24 correspondents, 8
 * types, nine languages, decoys across classes), trains the model of core/suggestions/ on 10 letters
 * of each correspondent (their correspondent, type and tags as labels, as an organization's people set
 * them), then suggests for every other letter and prints, for the correspondent and the type (single
 * choices): the share of letters that got a suggestion and the share of those right; for tags, the
 * share of suggestions right; the time to suggest for one letter (features and prediction, median and
 * p95). It does so four times, labelling each correspondent's letters 1-10, 11-20, 21-30 and 31-40 (one
 * split's luck is not a figure), and judges their mean. Then it trains on 100,000 generated letters,
 * all labelled, and prints the training time, the stored model's size and the prediction time at that size.
 *
 * Targets (the product issue's): correspondent and type suggested for >= 80% of new letters with
 * >= 95% of them right; tags >= 90% right; prediction <= 20 ms. Exits with 1 when one is missed.
 * Runs in Node (the same code the Worker runs); BENCH_SUGGESTIONS_SCALE sets the size run's count (0 skips it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentFeatures } from '../core/suggestions/suggestion-features';
import {
  createTrainer,
  predictSuggestions,
  propertyGroupKey,
  serializeModel,
  TAGS_GROUP_KEY,
  type LabelGroup,
  type SuggestionModel,
} from '../core/suggestions/suggestion-model';
import { documentsFor, type SuggestionSetDocument } from './generate-suggestion-set';

const FIXTURE = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'suggestion-set.json');
const LABELLED_PER_CORRESPONDENT = 10;
const SCALE = Number(process.env.BENCH_SUGGESTIONS_SCALE ?? 100_000);
const TARGETS = { coverage: 0.8, precision: 0.95, tagPrecision: 0.9, predictionMs: 20 };

const GROUPS: LabelGroup[] = [
  { key: TAGS_GROUP_KEY, kind: 'tag', propertyId: null, isExclusive: false },
  { key: propertyGroupKey('correspondent'), kind: 'property', propertyId: 'correspondent', isExclusive: true },
  { key: propertyGroupKey('type'), kind: 'property', propertyId: 'type', isExclusive: true },
];

const labelsOf = (document: SuggestionSetDocument) => ({
  [TAGS_GROUP_KEY]: document.tags,
  [propertyGroupKey('correspondent')]: [document.correspondent],
  [propertyGroupKey('type')]: [document.type],
});

function train(documents: SuggestionSetDocument[]) {
  const started = performance.now();
  const trainer = createTrainer(GROUPS);
  for (const document of documents) trainer.add({ id: document.id, features: documentFeatures(document), labels: labelsOf(document) });
  const model = trainer.finish();
  return { model, milliseconds: performance.now() - started };
}

function predictTimed(model: SuggestionModel, document: SuggestionSetDocument) {
  const started = performance.now();
  const suggestions = predictSuggestions(model, documentFeatures(document), { tagIds: [], values: {} });
  return { suggestions, milliseconds: performance.now() - started };
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const all = JSON.parse(readFileSync(FIXTURE, 'utf8')) as SuggestionSetDocument[];
const SPLITS = [0, 10, 20, 30];
type Tally = { suggested: number; right: number };
const precisionOf = ({ suggested, right }: Tally) => (suggested === 0 ? 1 : right / suggested);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Trains on the correspondents' letters `first` to `first + 9` and suggests for the others. */
function runSplit(first: number) {
  const seen = new Map<string, number>();
  const labelled: SuggestionSetDocument[] = [];
  const unseen: SuggestionSetDocument[] = [];
  for (const document of all) {
    const count = seen.get(document.correspondent) ?? 0;
    seen.set(document.correspondent, count + 1);
    (count >= first && count < first + LABELLED_PER_CORRESPONDENT ? labelled : unseen).push(document);
  }
  const { model, milliseconds: trainingMs } = train(labelled);
  const totals: Record<'correspondent' | 'type' | 'tags', Tally> = {
    correspondent: { suggested: 0, right: 0 },
    type: { suggested: 0, right: 0 },
    tags: { suggested: 0, right: 0 },
  };
  const times: number[] = [];
  for (const document of unseen) {
    const { suggestions, milliseconds } = predictTimed(model, document);
    times.push(milliseconds);
    for (const suggestion of suggestions) {
      if (suggestion.kind === 'tag') {
        totals.tags.suggested += 1;
        if (document.tags.includes(suggestion.tagId!)) totals.tags.right += 1;
        continue;
      }
      const field = suggestion.propertyId as 'correspondent' | 'type';
      totals[field].suggested += 1;
      if (document[field] === suggestion.value) totals[field].right += 1;
    }
  }
  times.sort((a, b) => a - b);
  const figures = {
    coverage: { correspondent: totals.correspondent.suggested / unseen.length, type: totals.type.suggested / unseen.length },
    precision: { correspondent: precisionOf(totals.correspondent), type: precisionOf(totals.type), tags: precisionOf(totals.tags) },
    p95Ms: percentile(times, 0.95),
  };
  console.log(
    `letters ${first + 1}-${first + LABELLED_PER_CORRESPONDENT} of each correspondent labelled (${labelled.length}), ${unseen.length} new; trained in ${trainingMs.toFixed(0)} ms; ` +
      (['correspondent', 'type'] as const)
        .map((field) => `${field} suggested for ${percent(figures.coverage[field])}, ${percent(figures.precision[field])} right; `)
        .join('') +
      `tags ${totals.tags.suggested} suggested, ${percent(figures.precision.tags)} right; prediction median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms`,
  );
  return figures;
}

const splits = SPLITS.map(runSplit);
const meanOf = (pick: (figures: (typeof splits)[number]) => number) => mean(splits.map(pick));
const means = {
  coverage: { correspondent: meanOf((f) => f.coverage.correspondent), type: meanOf((f) => f.coverage.type) },
  precision: {
    correspondent: meanOf((f) => f.precision.correspondent),
    type: meanOf((f) => f.precision.type),
    tags: meanOf((f) => f.precision.tags),
  },
  p95Ms: Math.max(...splits.map((f) => f.p95Ms)),
};
console.log(
  `mean of the ${SPLITS.length} splits: ` +
    (['correspondent', 'type'] as const)
      .map((field) => `${field} suggested for ${percent(means.coverage[field])}, ${percent(means.precision[field])} right; `)
      .join('') +
    `tags ${percent(means.precision.tags)} right; prediction p95 at most ${means.p95Ms.toFixed(2)} ms`,
);

const missed = [
  ...(['correspondent', 'type'] as const).flatMap((field) => [
    means.coverage[field] < TARGETS.coverage ? `${field} coverage` : [],
    means.precision[field] < TARGETS.precision ? `${field} precision` : [],
  ]),
  means.precision.tags < TARGETS.tagPrecision ? 'tag precision' : [],
  means.p95Ms > TARGETS.predictionMs ? 'prediction time' : [],
].flat();

if (SCALE > 0) {
  const documents = documentsFor(SCALE, 7);
  const { model: large, milliseconds } = train(documents);
  const stored = JSON.stringify(serializeModel(large));
  const largeTimes = documents
    .slice(0, 500)
    .map((document) => predictTimed(large, document).milliseconds)
    .sort((a, b) => a - b);
  console.log(
    `${SCALE.toLocaleString('en')} labelled letters: trained in ${(milliseconds / 1000).toFixed(1)} s, model ${(stored.length / 1024 / 1024).toFixed(2)} MB of JSON, prediction median ${percentile(largeTimes, 0.5).toFixed(2)} ms, p95 ${percentile(largeTimes, 0.95).toFixed(2)} ms`,
  );
}

if (missed.length > 0) {
  console.log(`missed: ${missed.join(', ')}`);
  process.exit(1);
}
