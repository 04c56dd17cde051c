/**
 * Custom properties of documents: the kinds of value an organization's properties hold, and how a
 * value given by a person, the API or a search is read as one. Pure: the Worker, the web app and
 * the demo read values the same way.
 */
export const PROPERTY_TYPES = ['text', 'number', 'date', 'boolean', 'select', 'multiselect', 'document', 'member'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export type PropertyOption = { id: string; name: string; color: string };
export type PropertyDefinition = { id: string; name: string; type: PropertyType; unit: string | null; options: PropertyOption[] };

/** A stored value: text, a number, a day, yes/no, option ids, a document id or a user id. */
export type PropertyValue = string | number | boolean | string[];

const PROPERTY_TEXT_MAX_LENGTH = 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class PropertyValueError extends Error {}

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A value as the property's type keeps it, or a PropertyValueError saying what is wrong with it.
 * null clears the value; an empty text or an empty multi-select clears it too.
 */
export function parsePropertyValue(
  definition: PropertyDefinition,
  value: unknown,
  { textMaxLength = PROPERTY_TEXT_MAX_LENGTH } = {},
): PropertyValue | null {
  if (value === null || value === undefined) return null;
  const fail = (message: string): never => {
    throw new PropertyValueError(`${definition.name}: ${message}`);
  };
  const optionIds = new Set(definition.options.map((option) => option.id));
  switch (definition.type) {
    case 'text': {
      if (typeof value !== 'string') return fail('the value must be text');
      const text = value.trim();
      if (text.length > textMaxLength) return fail(`the text must be at most ${textMaxLength} characters`);
      return text === '' ? null : text;
    }
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return fail('the value must be a number');
      return number;
    }
    case 'date':
      if (typeof value !== 'string' || !isDay(value)) return fail('the value must be a day like 2025-03-12');
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') return fail('the value must be true or false');
      return value;
    case 'select':
      if (typeof value !== 'string' || !optionIds.has(value)) return fail('the value must be one of the property’s options');
      return value;
    case 'multiselect': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && optionIds.has(item)))
        return fail('the value must be a list of the property’s options');
      const chosen = [...new Set(value as string[])];
      return chosen.length === 0 ? null : chosen;
    }
    case 'document':
      if (typeof value !== 'string' || !/^doc_[a-z0-9]+$/.test(value)) return fail('the value must be a document id');
      return value;
    case 'member':
      if (typeof value !== 'string' || value.trim() === '') return fail('the value must be a member’s user id');
      return value;
  }
}

/** Text as searches compare it: lowercase, without accents, folded as the search index folds (ł → l). */
export const foldPropertyText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l');

/** The columns a stored value is searched by: text (folded), a day or an id in `text`; a number or yes/no in `number`. */
export function searchColumnsOf(type: PropertyType, value: PropertyValue): { text: string | null; number: number | null } {
  switch (type) {
    case 'text':
      return { text: foldPropertyText(String(value)), number: null };
    case 'number':
      return { text: null, number: value as number };
    case 'boolean':
      return { text: null, number: value ? 1 : 0 };
    case 'multiselect':
      return { text: null, number: null };
    default:
      return { text: String(value), number: null };
  }
}

/** A value as webhooks tell it: with the property's name and, for a select, its options' names. */
export type PropertyChange = { id: string; name: string; value: PropertyValue | null; optionNames?: string[] };

export function propertyChangeOf(property: PropertyDefinition, value: PropertyValue | null): PropertyChange {
  const change: PropertyChange = { id: property.id, name: property.name, value };
  if (value === null || (property.type !== 'select' && property.type !== 'multiselect')) return change;
  const ids = Array.isArray(value) ? value : [String(value)];
  return { ...change, optionNames: ids.map((id) => property.options.find((option) => option.id === id)?.name ?? id) };
}

/**
 * A document's values as an export writes them: by property name, options by their names, so the
 * file reads without the ids of this organization.
 */
export function valuesByPropertyName(
  properties: readonly PropertyDefinition[],
  values: Readonly<Record<string, PropertyValue>>,
): Record<string, PropertyValue> {
  const named: Record<string, PropertyValue> = {};
  for (const property of properties) {
    const value = values[property.id];
    if (value === undefined) continue;
    const optionName = (id: string) => property.options.find((option) => option.id === id)?.name ?? id;
    named[property.name] =
      property.type === 'select'
        ? optionName(value as string)
        : property.type === 'multiselect'
          ? (value as string[]).map(optionName)
          : value;
  }
  return named;
}
