import { describe, expect, it } from 'vitest';
import { documentFeatures, FEATURE_HASH_BITS, featureBucket, tokensOf, wordsOf } from './suggestion-features';

describe('wordsOf', () => {
  it.each([
    ['Rechnung Nr. 2024-17', ['rechnung', 'nr', '2024', '17']],
    ['Électricité de France', ['electricite', 'de', 'france']],
    ['ŁÓDŹ  Straße', ['łodz', 'straße']],
    ['a b c', []],
    ['x'.repeat(31), []],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(wordsOf(text)).toEqual(expected);
  });
});

describe('tokensOf', () => {
  it.each([
    [
      'content and name words, the name also on its own',
      { name: 'Invoice March.pdf', content: 'Acme GmbH invoice' },
      ['w:acme', 'w:gmbh', 'w:invoice', 'p:invoi', 'n:invoice', 'w:march', 'p:march', 'n:march'],
    ],
    [
      'the stem of a word of five letters or more, which its other forms share',
      { name: 'x', content: 'Rechnung Rechnungen Steuer Tax' },
      ['w:rechnung', 'p:rechn', 'w:rechnungen', 'w:steuer', 'p:steue', 'w:tax'],
    ],
    [
      'the file name it came with',
      { name: 'Scan', content: '', originalName: 'ACME_2024_03.PDF' },
      ['w:scan', 'n:scan', 'f:acme', 'f:2024', 'f:03'],
    ],
    [
      'the sender and its domain',
      { name: 'Mail', content: '', senderAddress: ' Billing@Acme.example ' },
      ['w:mail', 'n:mail', 's:billing@acme.example', 'd:acme.example'],
    ],
    ['a word once, however often', { name: 'x', content: 'tax tax TAX Tax' }, ['w:tax']],
  ])('%s', (_label, document, expected) => {
    expect(tokensOf(document)).toEqual(expected);
  });

  it('reads the start of a long content only', () => {
    const tokens = tokensOf({ name: 'n', content: `${'lorem '.repeat(2000)}farewell` });
    expect(tokens).not.toContain('w:farewell');
  });
});

describe('documentFeatures', () => {
  it('hashes each token into the buckets, once, in order', () => {
    const features = documentFeatures({ name: 'Invoice', content: 'invoice acme acme' });
    expect([...features]).toEqual([...new Set(['w:invoice', 'p:invoi', 'n:invoice', 'w:acme'].map(featureBucket))].sort((a, b) => a - b));
    for (const feature of features) expect(feature).toBeLessThan(2 ** FEATURE_HASH_BITS);
  });

  it('is the same for the same document', () => {
    const document = { name: 'A', content: 'Stadtwerke Musterstadt Abschlag', senderAddress: 'info@stadtwerke.example' };
    expect(documentFeatures(document)).toEqual(documentFeatures({ ...document }));
  });
});
