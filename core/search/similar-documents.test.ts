import { describe, expect, it } from 'vitest';
import {
  candidateTerms,
  chooseTerms,
  MAX_CANDIDATE_TERMS,
  MAX_COUNTED_FREQUENCY,
  MAX_POSTINGS,
  normalizedWeights,
  rankSimilarDocuments,
  similarity,
  type CandidateTerm,
} from './similar-documents';

describe('candidateTerms', () => {
  it.each<[string, Parameters<typeof candidateTerms>[0], CandidateTerm[]]>([
    [
      'words as the index holds them: lower case, accents removed, ł folded',
      { name: 'x.pdf', content: 'Łódź Café CAFÉ école' },
      [
        { term: 'cafe', count: 2 },
        { term: 'lodz', count: 1 },
        { term: 'ecole', count: 1 },
      ],
    ],
    [
      'the name’s words count three times, its extension not at all',
      { name: 'Rechnung Stadtwerke.pdf', content: 'Stadtwerke Strom' },
      [
        { term: 'stadtwerke', count: 4 },
        { term: 'rechnung', count: 3 },
        { term: 'strom', count: 1 },
      ],
    ],
    [
      'the file’s name too, when it differs from the name',
      { name: 'Invoice', originalName: 'scan_kontoauszug.jpg', content: '' },
      [
        { term: 'invoice', count: 3 },
        { term: 'scan', count: 3 },
        { term: 'kontoauszug', count: 3 },
      ],
    ],
    [
      'no short words, and none that start with a digit (amounts, dates, references)',
      { name: '2024-03', content: 'an of 1234 12th a4 Rechnung' },
      [{ term: 'rechnung', count: 1 }],
    ],
    ['nothing in a document without words', { name: '1', content: '12 34' }, []],
  ])('%s', (_, text, expected) => {
    expect(candidateTerms(text)).toEqual(expected);
  });

  it(`keeps the ${MAX_CANDIDATE_TERMS} most frequent words`, () => {
    const content = Array.from({ length: 60 }, (_, index) => `term${index} `.repeat(index < MAX_CANDIDATE_TERMS ? 2 : 1)).join('');
    const terms = candidateTerms({ name: 'x', content });
    expect(terms.map(({ term }) => term)).toEqual(Array.from({ length: MAX_CANDIDATE_TERMS }, (_, index) => `term${index}`));
  });
});

const candidates = (...terms: [string, number][]) => terms.map(([term, count]) => ({ term, count }));

describe('chooseTerms', () => {
  it.each<[string, CandidateTerm[], [string, number][], number, string[]]>([
    [
      'the rarest first, at equal frequency in the document',
      candidates(['common', 1], ['rare', 1], ['medium', 1]),
      [
        ['common', 2000],
        ['rare', 3],
        ['medium', 300],
      ],
      100_000,
      ['rare', 'medium', 'common'],
    ],
    [
      'a word frequent in the document outweighs a slightly rarer one',
      candidates(['often', 20], ['once', 1]),
      [
        ['often', 50],
        ['once', 40],
      ],
      100_000,
      ['often', 'once'],
    ],
    [
      'not a word only the document holds, nor one the index does not know',
      candidates(['alone', 3], ['unknown', 3], ['shared', 1]),
      [
        ['alone', 1],
        ['shared', 2],
      ],
      100_000,
      ['shared'],
    ],
    [
      'not a word in more than a tenth of the documents',
      candidates(['everywhere', 9], ['kind', 1]),
      [
        ['everywhere', 10_001],
        ['kind', 10],
      ],
      100_000,
      ['kind'],
    ],
    [
      'not a word the count stopped at, whatever the archive’s size',
      candidates(['frequent', 9], ['kind', 1]),
      [
        ['frequent', MAX_COUNTED_FREQUENCY],
        ['kind', 10],
      ],
      10_000_000,
      ['kind'],
    ],
    [
      'in a small archive, a word in every document still counts',
      candidates(['letter', 1], ['kind', 1]),
      [
        ['letter', 8],
        ['kind', 2],
      ],
      8,
      ['kind', 'letter'],
    ],
    [
      'the heaviest words while their documents fit the budget, and a lighter one that fits after one that did not',
      candidates(['w1', 5], ['w2', 5], ['w3', 5], ['w4', 5], ['w5', 5], ['w6', 5], ['w7', 5], ['rare', 1], ['tiny', 1]),
      [
        ['w1', 2400],
        ['w2', 2401],
        ['w3', 2402],
        ['w4', 2403],
        ['w5', 2404],
        ['w6', 2405],
        ['w7', 2406],
        ['rare', 2],
        ['tiny', MAX_POSTINGS - 14_417],
      ],
      10_000_000,
      ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'rare', 'tiny'],
    ],
  ])('%s', (_, terms, frequencies, documentsCount, expected) => {
    expect(chooseTerms(terms, new Map(frequencies), documentsCount).map(({ term }) => term)).toEqual(expected);
  });

  it('takes 16 words at most', () => {
    const many = Array.from({ length: 30 }, (_, index) => [`w${index}`, 1] as [string, number]);
    const chosen = chooseTerms(candidates(...many), new Map(many.map(([term]) => [term, 5])), 1000);
    expect(chosen).toHaveLength(16);
  });
});

describe('similarity and normalizedWeights', () => {
  const chosen = [
    { term: 'a', weight: 3 },
    { term: 'b', weight: 1 },
  ];
  it.each<[string, string[], number]>([
    ['every word', ['a', 'b'], 1],
    ['the heavier word', ['a', 'x'], 0.75],
    ['the lighter word', ['b'], 0.25],
    ['none', ['x'], 0],
  ])('%s', (_, held, expected) => {
    expect(similarity(chosen, new Set(held))).toBe(expected);
  });

  it('nothing is similar to a document with no chosen word', () => {
    expect(similarity([], new Set(['a']))).toBe(0);
    expect(normalizedWeights([])).toEqual([]);
  });

  it('weights as shares of the whole', () => {
    expect(normalizedWeights(chosen)).toEqual([
      { term: 'a', weight: 0.75 },
      { term: 'b', weight: 0.25 },
    ]);
  });
});

describe('rankSimilarDocuments', () => {
  const letter = (id: string, name: string, content: string) => ({ id, name, content });
  const source = letter('a', 'Stromrechnung.txt', 'Stadtwerke Abschlag Verbrauch Kilowattstunden Grundpreis');
  const documents = [
    source,
    letter('unrelated', 'Kontoauszug.txt', 'Sparkasse Saldo Buchungstag Girokonto'),
    letter('partly', 'Brief.txt', 'Stadtwerke Abschlag Sparkasse Saldo'),
    letter('alike', 'Stromrechnung 2025.txt', 'Stadtwerke Abschlag Verbrauch Kilowattstunden Grundpreis'),
  ];

  it('ranks the alike first, leaves out the unrelated and the document itself', () => {
    const ranked = rankSimilarDocuments(source, documents, 5);
    expect(ranked.map(({ document }) => document.id)).toEqual(['alike', 'partly']);
    expect(ranked[0]!.score).toBe(1);
    expect(ranked[1]!.score).toBeGreaterThan(0);
    expect(ranked[1]!.score).toBeLessThan(1);
  });

  it('answers at most `limit`, and nothing among no other document', () => {
    expect(rankSimilarDocuments(source, documents, 1).map(({ document }) => document.id)).toEqual(['alike']);
    expect(rankSimilarDocuments(source, [source], 5)).toEqual([]);
  });
});
