/**
 * The organization's suggestions model: naive Bayes, one classifier per value (a tag, an option of a
 * property marked `suggest`), over the hashed features of core/suggestions/suggestion-features.ts.
 * Training is counting, one pass over the labelled documents; the confidence of a suggestion is the
 * precision measured on held-back labelled documents (each of a sample scored by the model without it,
 * which for counts is exact), and below the score where that precision falls under the target nothing
 * is suggested. Pure: the Worker trains and predicts with it, a test or a benchmark alike.
 */
import { FEATURE_HASH_BITS } from './suggestion-features';
import type { NameHabit } from './name-habit';

/** A value with fewer labelled documents than this is never suggested. */
export const MIN_DOCUMENTS_PER_VALUE = 5;
/** The precision a suggestion must have on held-back documents: a choice of one value (who sent it, what kind), and tags. */
export const TARGET_PRECISION = { exclusive: 0.95, other: 0.9 } as const;
/** Held-back documents scored to calibrate: enough for a precision measured to a few percent, bounded in time. */
export const CALIBRATION_SAMPLE_SIZE = 2000;
const SMOOTHING = 1;
const CURVE_MAX_POINTS = 40;
/** The lowest threshold, in log-odds: a value is suggested only when the document is more likely to have it than not, by e to 1. */
const MIN_SCORE = 1;
export const MODEL_VERSION = 3;
const NO_CALIBRATION: Calibration = { threshold: null, curve: [], examples: 0 };

export type SuggestionKind = 'tag' | 'property';

/** What is learned together: the tags (each document may have several), or one property's options. */
export type LabelGroup = { key: string; kind: SuggestionKind; propertyId: string | null; isExclusive: boolean };

export const TAGS_GROUP_KEY = 'tags';
export const propertyGroupKey = (propertyId: string) => `property:${propertyId}`;

/** A labelled document: its features, and for each group it is labelled in, its values (a group it has none in is left out). */
export type TrainingDocument = { id: string; features: Uint32Array; labels: Record<string, string[]> };

/** The score above which suggestions are made and the confidence of each score, from held-back documents. */
export type Calibration = { threshold: number | null; curve: [score: number, confidence: number][]; examples: number };

type Counts = { documents: number; tokens: number; counts: Map<number, number> };
/** A value of a group; of several values (tags, a multiple choice), each calibrated on its own: one tag's evidence is not another's. */
type Label = Counts & { value: string; calibration?: Calibration };
type Group = LabelGroup & Counts & { vocabulary: number; labels: Map<string, Label>; calibration: Calibration };

/** With the organization's way of naming documents (name-habit.ts), which its trainer learns beside. */
export type SuggestionModel = { version: number; documentsCount: number; groups: Group[]; nameHabit?: NameHabit | null };

export type SerializedModel = {
  version: number;
  hashBits: number;
  minDocumentsPerValue: number;
  documentsCount: number;
  nameHabit?: NameHabit | null;
  groups: (LabelGroup & {
    documents: number;
    tokens: number;
    vocabulary: number;
    /** Flat pairs: bucket, count, bucket, count… */
    counts: number[];
    labels: { value: string; documents: number; tokens: number; counts: number[]; calibration?: Calibration }[];
    calibration: Calibration;
  })[];
};

export type PredictedSuggestion = {
  kind: SuggestionKind | 'name';
  /** One per document and thing suggested: `tag:{tagId}`, `property:{propertyId}:{optionId}` or `name`. */
  target: string;
  tagId: string | null;
  propertyId: string | null;
  value: string | null;
  confidence: number;
};

const emptyCounts = (): Counts => ({ documents: 0, tokens: 0, counts: new Map() });

function addFeatures(into: Counts, features: Uint32Array) {
  into.documents += 1;
  into.tokens += features.length;
  for (const feature of features) into.counts.set(feature, (into.counts.get(feature) ?? 0) + 1);
}

/** A deterministic generator (mulberry32): the same labels train the same model (and the benchmark's set is the same each time). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Counts documents one at a time (a training reads them in pages) and keeps a uniform sample of them
 * (reservoir sampling) to calibrate on.
 */
export function createTrainer(groupSpecs: LabelGroup[], { sampleSize = CALIBRATION_SAMPLE_SIZE } = {}) {
  const groups = new Map(groupSpecs.map((spec) => [spec.key, { spec, counts: emptyCounts(), labels: new Map<string, Counts>() }]));
  const sample: TrainingDocument[] = [];
  const random = seededRandom(1);
  let seen = 0;
  return {
    add(document: TrainingDocument) {
      let isLabelled = false;
      for (const [key, values] of Object.entries(document.labels)) {
        const group = groups.get(key);
        if (!group || values.length === 0) continue;
        isLabelled = true;
        addFeatures(group.counts, document.features);
        for (const value of new Set(values)) {
          const label = group.labels.get(value) ?? emptyCounts();
          addFeatures(label, document.features);
          group.labels.set(value, label);
        }
      }
      if (!isLabelled) return;
      seen += 1;
      if (sample.length < sampleSize) sample.push(document);
      else {
        const slot = Math.floor(random() * seen);
        if (slot < sampleSize) sample[slot] = document;
      }
    },
    finish(): SuggestionModel {
      const trained: Group[] = [...groups.values()].map(({ spec, counts, labels }) => {
        const group: Group = {
          ...spec,
          ...counts,
          vocabulary: Math.max(1, counts.counts.size),
          labels: new Map([...labels].map(([value, label]) => [value, { ...label, value }])),
          calibration: NO_CALIBRATION,
        };
        const pairs = heldBackScores(group, sample);
        group.calibration = calibrate(pairs, group.isExclusive ? TARGET_PRECISION.exclusive : TARGET_PRECISION.other);
        if (!group.isExclusive)
          for (const label of group.labels.values())
            label.calibration = calibrate(
              pairs.filter(({ value }) => value === label.value),
              TARGET_PRECISION.other,
            );
        // Only values with enough documents are kept: the others are never suggested.
        for (const [value, label] of group.labels) if (label.documents < MIN_DOCUMENTS_PER_VALUE) group.labels.delete(value);
        return group;
      });
      return { version: MODEL_VERSION, documentsCount: seen, groups: trained };
    },
  };
}

/**
 * The log-odds that a document of these features has the label, from the counts; `leftOut` takes one
 * document's own counts away (it is in the group, and in the label when `isInLabel`), which scores a
 * document of the training set as if it had been held back. A feature no labelled document of the group
 * has says nothing and is skipped: counted, it would favour the values of fewer words.
 */
function labelScore(group: Group, label: Label, features: Uint32Array, leftOut?: { isInLabel: boolean }) {
  const groupOut = leftOut ? 1 : 0;
  const labelOut = leftOut?.isInLabel ? 1 : 0;
  const labelDocuments = label.documents - labelOut;
  const otherDocuments = group.documents - groupOut - labelDocuments;
  const labelTokens = label.tokens - labelOut * features.length;
  const otherTokens = group.tokens - groupOut * features.length - labelTokens;
  const smoothedVocabulary = SMOOTHING * group.vocabulary;
  const perFeature = Math.log(otherTokens + smoothedVocabulary) - Math.log(labelTokens + smoothedVocabulary);
  let score = Math.log((labelDocuments + 1) / (otherDocuments + 1));
  for (const feature of features) {
    const inGroup = (group.counts.get(feature) ?? 0) - groupOut;
    if (inGroup <= 0) continue;
    const inLabel = (label.counts.get(feature) ?? 0) - labelOut;
    score += perFeature + Math.log(inLabel + SMOOTHING) - Math.log(inGroup - inLabel + SMOOTHING);
  }
  return score;
}

/** The labels a document is scored against: those with enough documents (without it, when it is left out). */
const scoredLabels = (group: Group, values: readonly string[] | null) =>
  [...group.labels.values()].filter((label) => label.documents - (values?.includes(label.value) ? 1 : 0) >= MIN_DOCUMENTS_PER_VALUE);

type ScoredPair = { score: number; isRight: boolean; value?: string };

/** Each sampled document of the group scored without its own counts: for one value, its best; for several, each value. */
function heldBackScores(group: Group, sample: TrainingDocument[]): ScoredPair[] {
  const pairs: ScoredPair[] = [];
  for (const document of sample) {
    const values = document.labels[group.key];
    if (!values || values.length === 0) continue;
    const scored = scoredLabels(group, values).map((label) => ({
      label,
      score: labelScore(group, label, document.features, { isInLabel: values.includes(label.value) }),
    }));
    if (group.isExclusive) {
      const best = bestOf(scored);
      if (best) pairs.push({ score: best.score, isRight: values.includes(best.label.value) });
    } else for (const { label, score } of scored) pairs.push({ score, isRight: values.includes(label.value), value: label.value });
  }
  return pairs;
}

const bestOf = <T extends { score: number }>(scored: T[]) =>
  scored.reduce<T | undefined>((best, candidate) => (!best || candidate.score > best.score ? candidate : best), undefined);

/**
 * From scores of held-back documents and whether the value was right: the confidence of each score
 * (the precision of every suggestion at or above it, with one right and one wrong added so that a few
 * lucky ones do not make a certainty, never lower for a higher score), and the lowest score whose
 * confidence reaches the target; none when no score does.
 */
export function calibrate(pairs: ScoredPair[], targetPrecision: number): Calibration {
  const sorted = [...pairs].sort((a, b) => b.score - a.score);
  const points: { score: number; confidence: number; hasRight: boolean }[] = [];
  let right = 0;
  let hasRight = false;
  for (let index = 0; index < sorted.length; index++) {
    const pair = sorted[index]!;
    if (pair.isRight) right += 1;
    hasRight ||= pair.isRight;
    // Equal scores are one decision: judged after the last of them.
    if (index + 1 < sorted.length && sorted[index + 1]!.score === pair.score) continue;
    points.push({ score: pair.score, confidence: (right + 1) / (index + 1 + 2), hasRight });
    hasRight = false;
  }
  for (let index = points.length - 2; index >= 0; index--)
    points[index]!.confidence = Math.max(points[index]!.confidence, points[index + 1]!.confidence);
  // The threshold is a score that was right: lowered past it, only wrong ones would join (and a new
  // document unlike any labelled one, scored in the gap between them, with them).
  let lowest = -1;
  points.forEach((point, index) => {
    if (point.hasRight && point.confidence >= targetPrecision) lowest = index;
  });
  if (lowest < 0) return { threshold: null, curve: [], examples: pairs.length };
  const reaching = points.slice(0, lowest + 1);
  const step = Math.max(1, Math.ceil(reaching.length / CURVE_MAX_POINTS));
  const curve = reaching.filter((_, index) => index % step === 0 || index === reaching.length - 1);
  // Where held-back documents say nothing, between the lowest score that was right and the next one
  // below: halfway, and at least half the evidence of that lowest one (a new letter may show fewer of
  // its sender's words than any held-back one did), and at least odds of e to 1.
  const lowestRight = points[lowest]!.score;
  const below = points[lowest + 1]?.score;
  const threshold = Math.max(below === undefined ? -Infinity : (lowestRight + below) / 2, lowestRight / 2, MIN_SCORE);
  return {
    threshold,
    curve: curve.map(({ score, confidence }) => [score, Math.round(confidence * 1000) / 1000]),
    examples: pairs.length,
  };
}

/** The confidence of a score, or null below the threshold. */
export function confidenceOf(calibration: Calibration, score: number): number | null {
  if (calibration.threshold === null || score < calibration.threshold) return null;
  return (calibration.curve.find(([pointScore]) => pointScore <= score) ?? calibration.curve.at(-1))?.[1] ?? null;
}

/** What the document already has: its tags, and its values of the suggested properties (an option id, or a list of them). */
export type CurrentLabels = { tagIds: readonly string[]; values: Readonly<Record<string, unknown>> };

function presentValues(group: Group, current: CurrentLabels): string[] {
  if (group.kind === 'tag') return [...current.tagIds];
  const value = current.values[group.propertyId!];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** What a suggestion fills, once per document: a tag, or an option of a property. */
export const tagTarget = (tagId: string) => `tag:${tagId}`;
export const propertyTarget = (propertyId: string, optionId: string) => `property:${propertyId}:${optionId}`;

/** The suggestions for a document: values it does not have yet, each above its group's threshold, the surest first. */
export function predictSuggestions(model: SuggestionModel, features: Uint32Array, current: CurrentLabels): PredictedSuggestion[] {
  const suggestions: PredictedSuggestion[] = [];
  for (const group of model.groups) {
    const present = presentValues(group, current);
    // A choice of one value already made is the person's: nothing to suggest.
    if (group.isExclusive && present.length > 0) continue;
    const scored = scoredLabels(group, null).map((label) => ({ label, score: labelScore(group, label, features) }));
    const candidates = group.isExclusive ? [bestOf(scored)].filter((best) => best !== undefined) : scored;
    for (const { label, score } of candidates) {
      if (present.includes(label.value)) continue;
      const confidence = confidenceOf((group.isExclusive ? group.calibration : label.calibration) ?? NO_CALIBRATION, score);
      if (confidence === null) continue;
      suggestions.push(
        group.kind === 'tag'
          ? { kind: 'tag', target: tagTarget(label.value), tagId: label.value, propertyId: null, value: null, confidence }
          : {
              kind: 'property',
              target: propertyTarget(group.propertyId!, label.value),
              tagId: null,
              propertyId: group.propertyId,
              value: label.value,
              confidence,
            },
      );
    }
  }
  return suggestions.sort((a, b) => b.confidence - a.confidence);
}

const flatCounts = (counts: Map<number, number>) => [...counts].sort(([a], [b]) => a - b).flat();

function countsOf(flat: number[]) {
  const counts = new Map<number, number>();
  for (let index = 0; index + 1 < flat.length; index += 2) counts.set(flat[index]!, flat[index + 1]!);
  return counts;
}

export function serializeModel(model: SuggestionModel): SerializedModel {
  return {
    version: model.version,
    hashBits: FEATURE_HASH_BITS,
    minDocumentsPerValue: MIN_DOCUMENTS_PER_VALUE,
    documentsCount: model.documentsCount,
    nameHabit: model.nameHabit ?? null,
    groups: model.groups.map(({ key, kind, propertyId, isExclusive, documents, tokens, vocabulary, counts, labels, calibration }) => ({
      key,
      kind,
      propertyId,
      isExclusive,
      documents,
      tokens,
      vocabulary,
      counts: flatCounts(counts),
      labels: [...labels.values()].map((label) => ({
        value: label.value,
        documents: label.documents,
        tokens: label.tokens,
        counts: flatCounts(label.counts),
        ...(label.calibration ? { calibration: label.calibration } : {}),
      })),
      calibration,
    })),
  };
}

/** A stored model back, or null when it was made by another version (its features would not mean the same). */
export function deserializeModel(serialized: SerializedModel): SuggestionModel | null {
  if (serialized.version !== MODEL_VERSION || serialized.hashBits !== FEATURE_HASH_BITS) return null;
  return {
    version: serialized.version,
    documentsCount: serialized.documentsCount,
    nameHabit: serialized.nameHabit ?? null,
    groups: serialized.groups.map(({ counts, labels, ...group }) => ({
      ...group,
      counts: countsOf(counts),
      labels: new Map(labels.map((label) => [label.value, { ...label, counts: countsOf(label.counts) }])),
    })),
  };
}
