import { z } from 'zod';
import { DOCUMENT_NAME_MAX_LENGTH, MAX_NEW_TAG_SUGGESTIONS } from '../field-limits';
import { tagInputSchema } from '../tags/tags.schemas';
import type { SuggestionAnswerKind } from './suggestions.schemas';

/**
 * The optional language model's side of the suggestions (README, "Suggestions"): what is sent to it,
 * and how its answer becomes suggestions. Pure: the drivers (worker/platform/language-model) only carry
 * the messages and the answer's text.
 */

/** Characters of the document's text sent to the model: its start, where senders, subjects and dates are. */
export const LANGUAGE_MODEL_TEXT_LENGTH = 4000;

/**
 * The confidence a language model's suggestion carries. A model gives no measured precision, so its
 * suggestions are ranked below every learned one (0.9 at least) and left alone by a workflow's
 * `apply_suggestions` unless its threshold is this low.
 */
export const LANGUAGE_MODEL_CONFIDENCE = 0.5;

/** A property whose value is suggested, as the model sees it: its options by name. */
export type ProposalProperty = { id: string; name: string; isMultiple: boolean; options: { id: string; name: string }[] };

export type ProposalInput = {
  /** The document's name now (the uploaded file's, until someone renames it). */
  name: string;
  text: string;
  tags: { id: string; name: string }[];
  properties: ProposalProperty[];
  /** Whether the organization lets the model propose tags it does not have yet (`newTagSuggestionsEnabled`). */
  mayProposeNewTags: boolean;
};

/** What the model proposes, in the organization's own ids: never a tag or an option it does not have. */
export type Proposal = {
  name?: string;
  documentDate?: string;
  tagIds: string[];
  /** Names of tags the organization does not have, valid as tag names: only when it allows new tags. */
  newTagNames: string[];
  /** Option ids by property id. */
  propertyValues: Record<string, string[]>;
};

export type ChatMessage = { role: 'system' | 'user'; content: string };

// The model is told what it may do with tags: a name it invents is dropped unless the organization allows new tags.
const TAGS_INSTRUCTION = {
  existingOnly: '"tags": only names from the list of tags given, the ones that fit; never another name.',
  newAllowed: `"tags": names from the list of tags given, the ones that fit; you may also propose at most ${MAX_NEW_TAG_SUGGESTIONS} new short tag names when no tag given fits an important subject of the document.`,
};

const instructionsFor = (mayProposeNewTags: boolean) =>
  [
    'You file documents in an archive. Answer with one JSON object and nothing else:',
    '{"name": string, "documentDate": "YYYY-MM-DD" or null, "tags": string[], "properties": {property name: option name or option names}}.',
    '"name": a short, clear title for the document, in its language (for example "Electricity bill March 2025").',
    '"documentDate": the day the document is of (its letter or invoice date), or null when it says none.',
    mayProposeNewTags ? TAGS_INSTRUCTION.newAllowed : TAGS_INSTRUCTION.existingOnly,
    '"properties": for each property given, the option that fits (options names only, a list for a multiple choice), or leave it out.',
  ].join('\n');

/** The messages sent: the instructions, then the document (its text cut) and the organization's tags and options. */
export function proposalMessages(input: ProposalInput): ChatMessage[] {
  const properties = Object.fromEntries(
    input.properties.map((property) => [
      property.name,
      { choice: property.isMultiple ? 'several' : 'one', options: property.options.map(({ name }) => name) },
    ]),
  );
  const document = {
    name: input.name,
    tags: input.tags.map(({ name }) => name),
    properties,
    text: input.text.slice(0, LANGUAGE_MODEL_TEXT_LENGTH),
  };
  return [
    { role: 'system', content: instructionsFor(input.mayProposeNewTags) },
    { role: 'user', content: JSON.stringify(document) },
  ];
}

const answerSchema = z.object({
  name: z.string().nullish(),
  documentDate: z.string().nullish(),
  tags: z.array(z.unknown()).nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
});

/** The JSON object of an answer, which small models wrap in a code fence or a sentence. */
function jsonObjectOf(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start === -1 || end < start) return undefined;
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

const byName = <T extends { name: string }>(items: T[]) => new Map(items.map((item) => [item.name.trim().toLowerCase(), item]));
const nameKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

function isRealDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The names of tags the organization does not have, as the tags module would store them (trimmed, of
 * a valid length), once each in any case and at most MAX_NEW_TAG_SUGGESTIONS: the first the model gave.
 */
function newTagNamesOf(tags: unknown[], tagsByName: Map<string, unknown>) {
  const names = new Map<string, string>();
  for (const tag of tags) {
    const parsed = tagInputSchema.shape.name.safeParse(tag);
    if (!parsed.success || tagsByName.has(nameKey(parsed.data)) || names.has(nameKey(parsed.data))) continue;
    names.set(nameKey(parsed.data), parsed.data);
  }
  return [...names.values()].slice(0, MAX_NEW_TAG_SUGGESTIONS);
}

/**
 * The model's answer as a proposal, or null when it is not the JSON asked for. Names of tags and options
 * are matched in any case to the organization's own; any other is dropped (an invented tag too, unless
 * the organization allows new tags: then it is a new tag's name).
 */
export function parseProposal(answer: string, input: ProposalInput): Proposal | null {
  const parsed = answerSchema.safeParse(jsonObjectOf(answer));
  if (!parsed.success) return null;
  const { name, documentDate, tags, properties } = parsed.data;
  const tagsByName = byName(input.tags);
  const tagIds = [...new Set((tags ?? []).flatMap((tag) => tagsByName.get(nameKey(tag))?.id ?? []))];
  const newTagNames = input.mayProposeNewTags ? newTagNamesOf(tags ?? [], tagsByName) : [];
  const propertyValues: Record<string, string[]> = {};
  const propertiesByName = byName(input.properties);
  for (const [propertyName, value] of Object.entries(properties ?? {})) {
    const property = propertiesByName.get(nameKey(propertyName));
    if (!property) continue;
    const optionsByName = byName(property.options);
    const optionIds = [...new Set([value].flat().flatMap((option) => optionsByName.get(nameKey(option))?.id ?? []))];
    if (optionIds.length > 0) propertyValues[property.id] = property.isMultiple ? optionIds : optionIds.slice(0, 1);
  }
  const title = name?.trim().slice(0, DOCUMENT_NAME_MAX_LENGTH);
  return {
    ...(title ? { name: title } : {}),
    ...(documentDate && isRealDay(documentDate.trim()) ? { documentDate: documentDate.trim() } : {}),
    tagIds,
    newTagNames,
    propertyValues,
  };
}

/** A suggestion to store, whichever model made it: one per document and target. */
export type ProposedSuggestion = {
  kind: SuggestionAnswerKind;
  /**
   * `name`, `documentDate`, `tag:{tagId}` or `property:{propertyId}:{optionId}`, as the learned ones; or
   * `newTag:{name in lower case}` for a tag to create (no tagId, its name in `value`).
   */
  target: string;
  tagId: string | null;
  propertyId: string | null;
  value: string | null;
  confidence: number;
};

type CurrentDocument = { name: string; documentDate: string | null; tagIds: string[]; properties: Record<string, unknown> };

/** A new tag's suggestion is one per name in any case: dismissed as "Tax", it never comes back as "tax". */
export const newTagTarget = (name: string) => `newTag:${name.toLowerCase()}`;

/**
 * The proposal's suggestions that would change the document: not its own name or date, not a tag or
 * option it has. New tags come last, the first left out when there are too many.
 */
export function proposalSuggestions(proposal: Proposal, document: CurrentDocument): ProposedSuggestion[] {
  const confidence = LANGUAGE_MODEL_CONFIDENCE;
  const none = { tagId: null, propertyId: null };
  const suggestions: ProposedSuggestion[] = [];
  if (proposal.name && proposal.name !== document.name)
    suggestions.push({ kind: 'name', target: 'name', ...none, value: proposal.name, confidence });
  if (proposal.documentDate && proposal.documentDate !== document.documentDate)
    suggestions.push({ kind: 'documentDate', target: 'documentDate', ...none, value: proposal.documentDate, confidence });
  for (const tagId of proposal.tagIds)
    if (!document.tagIds.includes(tagId))
      suggestions.push({ kind: 'tag', target: `tag:${tagId}`, tagId, propertyId: null, value: null, confidence });
  for (const [propertyId, optionIds] of Object.entries(proposal.propertyValues)) {
    const current = document.properties[propertyId];
    const chosen = [current ?? []].flat();
    // A single choice already made is a person's (or a rule's) to change, as the learned suggestions leave it.
    if (!Array.isArray(current) && current !== undefined && current !== null) continue;
    for (const optionId of optionIds)
      if (!chosen.includes(optionId))
        suggestions.push({
          kind: 'property',
          target: `property:${propertyId}:${optionId}`,
          tagId: null,
          propertyId,
          value: optionId,
          confidence,
        });
  }
  for (const name of proposal.newTagNames)
    suggestions.push({ kind: 'tag', target: newTagTarget(name), tagId: null, propertyId: null, value: name, confidence });
  return suggestions;
}

/** The calendar month (UTC) a request to the model is counted in: `2026-11`. */
export const usageMonthOf = (date: Date) => date.toISOString().slice(0, 7);
