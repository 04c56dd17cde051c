import { describe, expect, it } from 'vitest';
import { type LabelChange, type Settlement, settlementOf } from './suggestion-settlement';

describe('settlementOf', () => {
  it.each<[string, LabelChange[], Settlement]>([
    ['nothing changed', [], { fulfilled: [], answered: [] }],
    [
      'a tag added to two documents: one statement for both',
      [
        { documentId: 'doc_a', tagId: 'tag_1' },
        { documentId: 'doc_b', tagId: 'tag_1' },
        { documentId: 'doc_a', tagId: 'tag_2' },
      ],
      {
        fulfilled: [
          { target: 'tag:tag_1', documentIds: ['doc_a', 'doc_b'] },
          { target: 'tag:tag_2', documentIds: ['doc_a'] },
        ],
        answered: [],
      },
    ],
    [
      'a choice of one: the option chosen is fulfilled, the others answered',
      [{ documentId: 'doc_a', propertyId: 'prp_1', value: 'opt_x' }],
      {
        fulfilled: [{ target: 'property:prp_1:opt_x', documentIds: ['doc_a'] }],
        answered: [{ propertyId: 'prp_1', keptTarget: 'property:prp_1:opt_x', documentIds: ['doc_a'] }],
      },
    ],
    [
      'a multiple choice: each option chosen is fulfilled, the others may still be suggested',
      [{ documentId: 'doc_a', propertyId: 'prp_2', value: ['opt_x', 'opt_y'] }],
      {
        fulfilled: [
          { target: 'property:prp_2:opt_x', documentIds: ['doc_a'] },
          { target: 'property:prp_2:opt_y', documentIds: ['doc_a'] },
        ],
        answered: [],
      },
    ],
    [
      'a value cleared, a number or a date: nothing settled',
      [
        { documentId: 'doc_a', propertyId: 'prp_1', value: null },
        { documentId: 'doc_a', propertyId: 'prp_3', value: 42 },
      ],
      { fulfilled: [], answered: [] },
    ],
  ])('%s', (_, changes, expected) => {
    expect(settlementOf(changes)).toEqual(expected);
  });
});
