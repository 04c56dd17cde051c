import { describe, expect, it } from 'vitest';
import { createNameHabitLearner, MIN_DOCUMENTS_PER_HABIT, nameByHabit, namePatternOf, type NamedDocument } from './name-habit';

const acme = { propertyId: 'prop_sender', name: 'Acme' };
const invoice = { propertyId: 'prop_type', name: 'Invoice' };

describe('namePatternOf', () => {
  it.each([
    [
      'an option and a month',
      { name: 'Acme 2026-03', documentDate: '2026-03-12', optionNames: [acme] },
      [{ propertyId: 'prop_sender' }, { text: ' ' }, { date: 'YYYY-MM' }],
    ],
    [
      'two options and a whole day, found before its month and year',
      {
        name: 'Invoice - Acme - 12.03.2026',
        documentDate: '2026-03-12',
        optionNames: [acme, invoice],
      },
      [{ propertyId: 'prop_type' }, { text: ' - ' }, { propertyId: 'prop_sender' }, { text: ' - ' }, { date: 'DD.MM.YYYY' }],
    ],
    [
      'a value twice',
      { name: 'Acme for Acme', documentDate: null, optionNames: [acme] },
      [{ propertyId: 'prop_sender' }, { text: ' for ' }, { propertyId: 'prop_sender' }],
    ],
    ['none of its values: no pattern', { name: 'Holiday photos', documentDate: '2026-03-12', optionNames: [acme] }, null],
    ['no values at all', { name: 'Scan 2026', documentDate: null, optionNames: [] }, null],
  ])('%s', (_, document, expected) => {
    expect(namePatternOf(document)).toEqual(expected);
  });
});

const renamed = (name: string, values: Partial<NamedDocument> = {}): NamedDocument => ({
  name,
  originalName: 'scan.pdf',
  documentDate: '2026-03-12',
  optionNames: [acme],
  ...values,
});

describe('createNameHabitLearner', () => {
  it('learns the pattern most renamed documents follow, as sure as the share that does', () => {
    const learner = createNameHabitLearner();
    for (let index = 0; index < 6; index++) learner.add(renamed('Acme 2026-03'));
    learner.add(renamed('Acme letter'));
    learner.add(renamed('scan.pdf', { originalName: 'scan.pdf' }));
    expect(learner.finish()).toEqual({
      parts: [{ propertyId: 'prop_sender' }, { text: ' ' }, { date: 'YYYY-MM' }],
      documents: 6,
      confidence: 7 / 9,
    });
  });

  it.each([
    ['too few documents follow it', Array(MIN_DOCUMENTS_PER_HABIT - 1).fill(renamed('Acme 2026-03'))],
    [
      'fewer than half the renamed ones follow it',
      [...Array(5).fill(renamed('Acme 2026-03')), ...Array(6).fill(renamed('Holiday photos'))],
    ],
    ['names kept as they came', Array(8).fill(renamed('scan.pdf'))],
  ])('learns none when %s', (_, documents: NamedDocument[]) => {
    const learner = createNameHabitLearner();
    for (const document of documents) learner.add(document);
    expect(learner.finish()).toBeNull();
  });
});

describe('nameByHabit', () => {
  const habit = { parts: [{ propertyId: 'prop_sender' }, { text: ' ' }, { date: 'YYYY-MM' as const }], documents: 6, confidence: 0.8 };

  it.each([
    [
      'from a suggested value, as sure as the habit and the value',
      new Map([['prop_sender', { name: 'Acme', confidence: 0.9 }]]),
      '2026-04-02',
      {
        name: 'Acme 2026-04',
        confidence: 0.8 * 0.9,
      },
    ],
    ['none without the date', new Map([['prop_sender', { name: 'Acme', confidence: 1 }]]), null, null],
    ['none without the value', new Map(), '2026-04-02', null],
  ])('%s', (_, optionNames, documentDate, expected) => {
    expect(nameByHabit(habit, { documentDate, optionNames })).toEqual(expected);
  });
});
