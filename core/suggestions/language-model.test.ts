import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_MODEL_CONFIDENCE,
  LANGUAGE_MODEL_TEXT_LENGTH,
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
      propertyValues: { prop_sender: ['opt_bank'], prop_kind: ['opt_invoice'] },
    });
  });

  it('leaves out a date that is no real day, and an empty name', () => {
    for (const documentDate of ['2025-02-30', '12.03.2025', 'unknown'])
      expect(parseProposal(JSON.stringify({ name: ' ', documentDate, tags: [] }), input)).toEqual({ tagIds: [], propertyValues: {} });
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
    ]);
  });
});

it('counts requests by calendar month in UTC', () => {
  expect(usageMonthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
  expect(usageMonthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
});
