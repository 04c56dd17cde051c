import { describe, expect, it } from 'vitest';
import { MAX_NEW_TAG_SUGGESTIONS, TAG_NAME_MAX_LENGTH } from '../field-limits';
import {
  LANGUAGE_MODEL_CONFIDENCE,
  LANGUAGE_MODEL_TEXT_LENGTH,
  newTagTarget,
  parseProposal,
  proposalMessages,
  proposalSuggestions,
  usageMonthOf,
  type ProposalInput,
} from './language-model';

const input: ProposalInput = {
  name: 'scan.pdf',
  text: 'x'.repeat(LANGUAGE_MODEL_TEXT_LENGTH + 10),
  tags: [
    { id: 'tag_bills', name: 'Bills' },
    { id: 'tag_home', name: 'Home' },
  ],
  properties: [
    {
      id: 'prop_sender',
      name: 'Sender',
      isMultiple: false,
      options: [
        { id: 'opt_power', name: 'Power company' },
        { id: 'opt_bank', name: 'Bank' },
      ],
    },
    {
      id: 'prop_kind',
      name: 'Kind',
      isMultiple: true,
      options: [
        { id: 'opt_invoice', name: 'Invoice' },
        { id: 'opt_reminder', name: 'Reminder' },
      ],
    },
  ],
  mayProposeNewTags: false,
};

describe('proposalMessages', () => {
  it('sends the name, the lists by name and the text cut at its length', () => {
    const [system, user] = proposalMessages(input);
    expect(system!.role).toBe('system');
    expect(JSON.parse(user!.content)).toEqual({
      name: 'scan.pdf',
      tags: ['Bills', 'Home'],
      properties: {
        Sender: { choice: 'one', options: ['Power company', 'Bank'] },
        Kind: { choice: 'several', options: ['Invoice', 'Reminder'] },
      },
      text: 'x'.repeat(LANGUAGE_MODEL_TEXT_LENGTH),
    });
  });

  it.each([
    [false, /never another name/],
    [true, new RegExp(`at most ${MAX_NEW_TAG_SUGGESTIONS} new short tag names`)],
  ])('tells the model whether new tags are allowed (%s)', (mayProposeNewTags, instruction) => {
    const [system] = proposalMessages({ ...input, mayProposeNewTags });
    expect(system!.content).toMatch(instruction);
  });
});

describe('parseProposal', () => {
  it("keeps only the organization's own tags and options, matched in any case, and one option of a single choice", () => {
    const answer = JSON.stringify({
      name: '  Electricity bill  ',
      documentDate: '2025-03-12',
      tags: ['bills', 'Invented', 'HOME', 'bills', 7],
      properties: { sender: ['Bank', 'Power company'], Kind: ['invoice', 'Made up'], Other: 'Anything' },
    });
    expect(parseProposal(`Sure!\n\`\`\`json\n${answer}\n\`\`\``, input)).toEqual({
      name: 'Electricity bill',
      documentDate: '2025-03-12',
      tagIds: ['tag_bills', 'tag_home'],
      newTagNames: [],
      propertyValues: { prop_sender: ['opt_bank'], prop_kind: ['opt_invoice'] },
    });
  });

  const tooLong = 'x'.repeat(TAG_NAME_MAX_LENGTH + 1);
  it.each([
    ['an invented name is dropped while new tags are not allowed', false, ['Taxes', 'bills'], []],
    ['an invented name becomes a new tag, trimmed, when allowed', true, ['  Taxes 2025 ', 'bills'], ['Taxes 2025']],
    ['once each in any case, the first spelling kept', true, ['Taxes', 'TAXES', 'taxes '], ['Taxes']],
    ['not a name that is no valid tag name', true, ['', '   ', tooLong, 7, null], []],
    ['at most a few, the first given', true, ['One', 'Two', 'Three', 'Four'], ['One', 'Two', 'Three'].slice(0, MAX_NEW_TAG_SUGGESTIONS)],
  ])('%s', (_, mayProposeNewTags, tags, newTagNames) => {
    expect(parseProposal(JSON.stringify({ tags }), { ...input, mayProposeNewTags })).toEqual({
      tagIds: tags.includes('bills') ? ['tag_bills'] : [],
      newTagNames,
      propertyValues: {},
    });
  });

  it('leaves out a date that is no real day, and an empty name', () => {
    for (const documentDate of ['2025-02-30', '12.03.2025', 'unknown'])
      expect(parseProposal(JSON.stringify({ name: ' ', documentDate, tags: [] }), input)).toEqual({
        tagIds: [],
        newTagNames: [],
        propertyValues: {},
      });
  });

  it('refuses what is not the JSON asked for', () => {
    expect(parseProposal('I cannot help with that.', input)).toBeNull();
    expect(parseProposal('{"tags": "Bills"}', input)).toBeNull();
    expect(parseProposal('{"name": ', input)).toBeNull();
  });
});

describe('proposalSuggestions', () => {
  const proposal = {
    name: 'Electricity bill',
    documentDate: '2025-03-12',
    tagIds: ['tag_bills', 'tag_home'],
    newTagNames: ['Taxes'],
    propertyValues: { prop_sender: ['opt_power'], prop_kind: ['opt_invoice', 'opt_reminder'] },
  };

  it('suggests only what would change the document, with the confidence of a model', () => {
    const suggestions = proposalSuggestions(proposal, {
      name: 'Electricity bill',
      documentDate: null,
      tagIds: ['tag_home'],
      properties: { prop_sender: 'opt_bank', prop_kind: ['opt_reminder'] },
    });
    expect(suggestions).toEqual([
      {
        kind: 'documentDate',
        target: 'documentDate',
        tagId: null,
        propertyId: null,
        value: '2025-03-12',
        confidence: LANGUAGE_MODEL_CONFIDENCE,
      },
      { kind: 'tag', target: 'tag:tag_bills', tagId: 'tag_bills', propertyId: null, value: null, confidence: LANGUAGE_MODEL_CONFIDENCE },
      {
        kind: 'property',
        target: 'property:prop_kind:opt_invoice',
        tagId: null,
        propertyId: 'prop_kind',
        value: 'opt_invoice',
        confidence: LANGUAGE_MODEL_CONFIDENCE,
      },
      // A new tag last: no tag yet, its name as the value, one target per name in any case.
      { kind: 'tag', target: 'newTag:taxes', tagId: null, propertyId: null, value: 'Taxes', confidence: LANGUAGE_MODEL_CONFIDENCE },
    ]);
    expect(newTagTarget('Taxes')).toBe(newTagTarget('TAXES'));
  });
});

it('counts requests by calendar month in UTC', () => {
  expect(usageMonthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
  expect(usageMonthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
});
