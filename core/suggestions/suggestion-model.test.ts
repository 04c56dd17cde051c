import { describe, expect, it } from 'vitest';
import { documentFeatures } from './suggestion-features';
import {
  calibrate,
  confidenceOf,
  createTrainer,
  deserializeModel,
  MIN_DOCUMENTS_PER_VALUE,
  predictSuggestions,
  propertyGroupKey,
  serializeModel,
  TAGS_GROUP_KEY,
  type LabelGroup,
} from './suggestion-model';

describe('calibrate', () => {
  const right = (score: number) => ({ score, isRight: true });
  const wrong = (score: number) => ({ score, isRight: false });
  it.each([
    ['nothing to learn from', [], 0.9, null],
    ['too few right to be sure', [right(5), right(4), right(3)], 0.9, null],
    ['eight right in a row reach 0.9, never below odds of e to 1', [8, 7, 6, 5, 4, 3, 2, 1].map(right), 0.9, 1],
    [
      'halfway to the first wrong that brings it under',
      [...[20, 19, 18, 17, 16, 15, 14, 13, 12, 11].map(right), wrong(10), wrong(9)],
      0.9,
      10.5,
    ],
    ['a wrong at the top never makes a certainty', [wrong(30), ...[8, 7, 6, 5, 4, 3, 2, 1].map(right)], 0.95, null],
    ['equal scores are one decision', [...[9, 8, 7, 6, 5, 4, 3, 2].map(right), right(1), wrong(1)], 0.9, 1.5],
    ['half the evidence of the lowest right one', [40, 39, 38, 37, 36, 35, 34, 33].map(right), 0.9, 16.5],
  ])('%s', (_label, pairs, target, threshold) => {
    expect(calibrate(pairs, target).threshold).toBe(threshold);
  });

  it('gives higher scores at least the confidence of lower ones, and nothing below the threshold', () => {
    const calibration = calibrate([...[20, 19, 18, 17, 16, 15, 14, 13, 12, 11].map(right), wrong(10.5), right(10), wrong(9)], 0.8);
    expect(confidenceOf(calibration, 8)).toBeNull();
    const confidences = [10, 12, 15, 25].map((score) => confidenceOf(calibration, score)!);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    expect(confidences[3]).toBeLessThan(1);
  });
});

const GROUPS: LabelGroup[] = [
  { key: TAGS_GROUP_KEY, kind: 'tag', propertyId: null, isExclusive: false },
  { key: propertyGroupKey('prop_sender'), kind: 'property', propertyId: 'prop_sender', isExclusive: true },
];

const CORRESPONDENTS = [
  { option: 'opt_power', words: 'Stadtwerke Musterstadt Strom Abschlag Zählernummer', tag: 'tag_home' },
  { option: 'opt_phone', words: 'Telekom Mobilfunk Rufnummer Tarif Datenvolumen', tag: 'tag_home' },
  { option: 'opt_insurer', words: 'Allianz Versicherungsschein Police Beitrag Schaden', tag: 'tag_insurance' },
  { option: 'opt_bank', words: 'Sparkasse Kontoauszug IBAN Saldo Buchung', tag: 'tag_bank' },
];
// Shared by every class: decoys a model must not lean on.
const DECOYS = 'Sehr geehrte Damen und Herren Rechnung Datum Betrag Mit freundlichen Grüßen';

function documentOf(index: number, correspondent: (typeof CORRESPONDENTS)[number]) {
  const words = correspondent.words.split(' ');
  // Each document shows a different part of its correspondent's words, with numbers of its own.
  const shown = words.filter((_, position) => (position + index) % 5 !== 0).join(' ');
  return documentFeatures({ name: `Scan ${index}`, content: `${DECOYS} ${shown} ${index * 37} Nr ${index}` });
}

function trainedOn(perCorrespondent: number, labelled = CORRESPONDENTS) {
  const trainer = createTrainer(GROUPS);
  let index = 0;
  for (let round = 0; round < perCorrespondent; round++)
    for (const correspondent of labelled)
      trainer.add({
        id: `doc_${index}`,
        features: documentOf(index++, correspondent),
        labels: { [TAGS_GROUP_KEY]: [correspondent.tag], [propertyGroupKey('prop_sender')]: [correspondent.option] },
      });
  return trainer.finish();
}

const noLabels = { tagIds: [], values: {} };

describe('the model', () => {
  it('learns who sent a document and its tags from labelled documents, sure of them', () => {
    const model = trainedOn(12);
    const suggestions = predictSuggestions(model, documentOf(1000, CORRESPONDENTS[2]!), noLabels);
    expect(suggestions.map(({ target }) => target).sort()).toEqual(['property:prop_sender:opt_insurer', 'tag:tag_insurance']);
    for (const { confidence } of suggestions) expect(confidence).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ['one document per value', 1],
    ['one fewer than the minimum', MIN_DOCUMENTS_PER_VALUE - 1],
  ])('suggests nothing with %s', (_label, perCorrespondent) => {
    const model = trainedOn(perCorrespondent);
    // The bank's letters alone have its tag: every value of this letter has too few documents.
    expect(predictSuggestions(model, documentOf(1000, CORRESPONDENTS[3]!), noLabels)).toEqual([]);
  });

  it('suggests nothing for a document unlike any labelled one', () => {
    const model = trainedOn(12);
    const stranger = documentFeatures({ name: 'Holiday', content: 'Beach sunset palm trees, a postcard from Lisbon' });
    expect(predictSuggestions(model, stranger, noLabels)).toEqual([]);
  });

  it('never suggests what the document has, nor a second value where one is chosen', () => {
    const model = trainedOn(12);
    const features = documentOf(1000, CORRESPONDENTS[3]!);
    expect(predictSuggestions(model, features, { tagIds: ['tag_bank'], values: { prop_sender: 'opt_phone' } })).toEqual([]);
  });

  it('never suggests a value it has too few documents of, however alike', () => {
    const trainer = createTrainer(GROUPS);
    for (let index = 0; index < 40; index++) {
      const correspondent = CORRESPONDENTS[index % 2]!;
      trainer.add({ id: `doc_${index}`, features: documentOf(index, correspondent), labels: { [TAGS_GROUP_KEY]: [correspondent.tag] } });
    }
    for (let index = 40; index < 40 + MIN_DOCUMENTS_PER_VALUE - 1; index++)
      trainer.add({ id: `doc_${index}`, features: documentOf(index, CORRESPONDENTS[3]!), labels: { [TAGS_GROUP_KEY]: ['tag_bank'] } });
    const model = trainer.finish();
    expect(predictSuggestions(model, documentOf(999, CORRESPONDENTS[3]!), noLabels).map(({ target }) => target)).not.toContain(
      'tag:tag_bank',
    );
  });

  it('counts only labelled documents, and answers the same once stored and read back', () => {
    const trainer = createTrainer(GROUPS);
    trainer.add({ id: 'doc_unlabelled', features: documentOf(1, CORRESPONDENTS[0]!), labels: {} });
    expect(trainer.finish().documentsCount).toBe(0);

    const model = trainedOn(10);
    const stored = JSON.parse(JSON.stringify(serializeModel(model)));
    const features = documentOf(2000, CORRESPONDENTS[1]!);
    expect(predictSuggestions(deserializeModel(stored)!, features, noLabels)).toEqual(predictSuggestions(model, features, noLabels));
    expect(deserializeModel({ ...stored, version: 0 })).toBeNull();
  });
});
