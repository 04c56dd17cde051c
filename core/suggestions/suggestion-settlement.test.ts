import { describe, expect, it } from 'vitest';
import { type LabelChange, type Settlement, settlementOf } from './suggestion-settlement';

describe('settlementOf', () => {
  it.each<[string, LabelChange[], Settlement]>([
    ['nothing changed', [], { fulfilled: [], answered: [] }],
    [
      'tags added: each fulfils its suggestion on its document',
      [
        { documentId: 'doc_a', tagId: 'tag_1' },
        { documentId: 'doc_b', tagId: 'tag_1' },
        { documentId: 'doc_a', tagId: 'tag_2' },
      ],
      {
        fulfilled: [
          { documentId: 'doc_a', target: 'tag:tag_1' },
          { documentId: 'doc_b', target: 'tag:tag_1' },
          { documentId: 'doc_a', target: 'tag:tag_2' },
        ],
        answered: [],
      },
    ],
    [
      'a choice of one: the option chosen is fulfilled, the property answered',
      [{ documentId: 'doc_a', propertyId: 'prp_1', value: 'opt_x' }],
      {
        fulfilled: [{ documentId: 'doc_a', target: 'property:prp_1:opt_x' }],
        answered: [{ documentId: 'doc_a', propertyId: 'prp_1', keptTarget: 'property:prp_1:opt_x' }],
      },
    ],
    [
      'a multiple choice: each option chosen is fulfilled, the others may still be suggested',
      [{ documentId: 'doc_a', propertyId: 'prp_2', value: ['opt_x', 'opt_y'] }],
      {
        fulfilled: [
          { documentId: 'doc_a', target: 'property:prp_2:opt_x' },
          { documentId: 'doc_a', target: 'property:prp_2:opt_y' },
        ],
        answered: [],
      },
    ],
    [
      'a value cleared, or not an option: nothing settled',
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
