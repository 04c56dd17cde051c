import {
  type PropertyDefinition,
  type PropertyType,
  type PropertyValue,
  PropertyValueError,
  parsePropertyValue,
} from '../../properties/property-types';
import { isObject } from './paperless-models';

/**
 * How one Paperless-ngx value becomes ours. Pure: each function is table-tested
 * (paperless-mapping.test.ts), and the dry run and the import use the same ones.
 */

/** `created` is a date from Paperless 2.16 and a date-time before: the day as written, in its own offset. */
export function documentDateOf(created: unknown): string | null {
  if (typeof created !== 'string') return null;
  const day = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(created)?.[1];
  if (!day) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** A time as an ISO string in UTC, or null when it is not one. */
export function timeOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

export type ChecksumAlgorithm = 'md5' | 'sha256';

/** Paperless kept MD5 checksums before 3.0 and SHA-256 from 3.0: told apart by their length. */
export function checksumAlgorithmOf(checksum: unknown): ChecksumAlgorithm | null {
  if (typeof checksum !== 'string') return null;
  if (/^[0-9a-f]{32}$/i.test(checksum)) return 'md5';
  if (/^[0-9a-f]{64}$/i.test(checksum)) return 'sha256';
  return null;
}

export const DEFAULT_TAG_COLOR = '#d8ff75';

export function tagColorOf(fields: Record<string, unknown>): string {
  const color = fields.color;
  return typeof color === 'string' && /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : DEFAULT_TAG_COLOR;
}

/** The parent of a nested tag: `parent` (or `tn_parent`, its tree field), else none. */
export function tagParentOf(fields: Record<string, unknown>): number | null {
  const parent = fields.parent ?? fields.tn_parent;
  return typeof parent === 'number' ? parent : null;
}

/** A nested tag's name with its ancestors', `Parent / Child`; a loop in the parents stops where it repeats. */
export function tagPathName(tagId: number, tags: ReadonlyMap<number, { name: string; parentId: number | null }>): string {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let id: number | null = tagId; id !== null && !seen.has(id); ) {
    seen.add(id);
    const tag = tags.get(id);
    if (!tag) break;
    names.unshift(tag.name);
    id = tag.parentId;
  }
  return names.join(' / ');
}

export const MATCHING_ALGORITHMS: Record<number, string> = {
  1: 'any word',
  2: 'all words',
  3: 'exact',
  4: 'regular expression',
  5: 'fuzzy',
  6: 'automatic (learned)',
};

/** A tag's, correspondent's or type's matching rule, as the report lists it to review; null when it has none. */
export function matchingRuleOf(fields: Record<string, unknown>): { algorithm: string; text: string } | null {
  const algorithm = typeof fields.matching_algorithm === 'number' ? MATCHING_ALGORITHMS[fields.matching_algorithm] : undefined;
  if (!algorithm) return null;
  const text = typeof fields.match === 'string' ? fields.match : '';
  if (text === '' && fields.matching_algorithm !== 6) return null;
  return { algorithm, text };
}

export type PlannedProperty = { name: string; type: PropertyType; unit: string | null; options: string[]; source: string };

type SelectOptions = { labels: string[]; ids: (string | null)[] };

/** Select options are labels before Paperless 2.14 and `{ id, label }` from 2.14. */
function selectOptionsOf(extraData: unknown): SelectOptions {
  const options = isObject(extraData) && Array.isArray(extraData.select_options) ? extraData.select_options : [];
  const labels: string[] = [];
  const ids: (string | null)[] = [];
  for (const option of options) {
    if (typeof option === 'string') {
      labels.push(option);
      ids.push(null);
    } else if (isObject(option) && typeof option.label === 'string') {
      labels.push(option.label);
      ids.push(typeof option.id === 'string' ? option.id : null);
    }
  }
  return { labels, ids };
}

const CUSTOM_FIELD_TYPES: Record<string, PropertyType> = {
  string: 'text',
  longtext: 'text',
  url: 'text',
  integer: 'number',
  float: 'number',
  monetary: 'number',
  date: 'date',
  boolean: 'boolean',
  select: 'select',
  documentlink: 'document',
};

export type CustomFieldDefinition = { name: string; dataType: string; extraData: unknown };

/** A custom field as the property it becomes, or null for a type we do not know. */
export function customFieldProperty(field: CustomFieldDefinition): PlannedProperty | null {
  const type = CUSTOM_FIELD_TYPES[field.dataType];
  if (!type) return null;
  const currency =
    isObject(field.extraData) && typeof field.extraData.default_currency === 'string' ? field.extraData.default_currency : null;
  return {
    name: field.name,
    type,
    unit: field.dataType === 'monetary' ? currency : null,
    options: type === 'select' ? selectOptionsOf(field.extraData).labels : [],
    source: `custom field (${field.dataType})`,
  };
}

/** A monetary value: `EUR12.50` (currency first) or `12.50`. */
export function monetaryValueOf(value: unknown): { amount: number; currency: string | null } | null {
  if (typeof value === 'number' && Number.isFinite(value)) return { amount: value, currency: null };
  if (typeof value !== 'string') return null;
  const match = /^([A-Z]{3})?(-?\d+(?:\.\d+)?)$/.exec(value.trim());
  return match?.[2] ? { amount: Number(match[2]), currency: match[1] ?? null } : null;
}

export type CustomFieldValue = string | number | boolean | number[] | null;

/**
 * A custom field instance's value, in the field's type: a select's option label (by option id from
 * Paperless 2.14, by index before), a monetary amount, a list of linked document ids.
 */
export function customFieldValueOf(field: CustomFieldDefinition, instance: Record<string, unknown>): CustomFieldValue {
  const value = (key: string) => instance[key] ?? null;
  switch (field.dataType) {
    case 'string':
      return typeof value('value_text') === 'string' ? (value('value_text') as string) : null;
    case 'longtext':
      return typeof value('value_long_text') === 'string' ? (value('value_long_text') as string) : null;
    case 'url':
      return typeof value('value_url') === 'string' ? (value('value_url') as string) : null;
    case 'integer':
      return typeof value('value_int') === 'number' ? (value('value_int') as number) : null;
    case 'float':
      return typeof value('value_float') === 'number' ? (value('value_float') as number) : null;
    case 'monetary':
      return monetaryValueOf(value('value_monetary'))?.amount ?? null;
    case 'date':
      return documentDateOf(value('value_date'));
    case 'boolean':
      return typeof value('value_bool') === 'boolean' ? (value('value_bool') as boolean) : null;
    case 'select': {
      const { labels, ids } = selectOptionsOf(field.extraData);
      const selected = value('value_select');
      const index = typeof selected === 'string' ? ids.indexOf(selected) : typeof selected === 'number' ? selected : -1;
      return labels[index] ?? null;
    }
    case 'documentlink': {
      const ids = value('value_document_ids');
      return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : null;
    }
    default:
      return null;
  }
}

/** The names a saved view's rules refer to by id. */
export type SavedViewNames = {
  tag(id: number): string | undefined;
  correspondent(id: number): string | undefined;
  documentType(id: number): string | undefined;
  storagePath(id: number): string | undefined;
};

export type TranslatedSavedView = { searchQuery: string; tagNames: string[]; tagMatch: 'all' | 'any' };

/** A saved view's filter rules as our search, or the rule types we cannot say (by Paperless's numbers). */
export function translateSavedView(
  rules: readonly { ruleType: number; value: string | null }[],
  names: SavedViewNames,
): { view: TranslatedSavedView } | { untranslatedRuleTypes: number[] } {
  const terms: string[] = [];
  const anyOf = new Map<string, string[]>();
  const allTags: string[] = [];
  const anyTags: string[] = [];
  const untranslated: number[] = [];
  const quoted = (text: string) => `"${text.replaceAll('"', '')}"`;
  const named = (lookup: (id: number) => string | undefined, value: string | null) => {
    const id = Number(value);
    return value !== null && Number.isInteger(id) ? lookup(id) : undefined;
  };
  for (const { ruleType, value } of rules) {
    const text = (value ?? '').trim();
    const day = documentDateOf(text);
    const number = /^\d+$/.test(text) ? text : null;
    const filter = (() => {
      switch (ruleType) {
        case 0:
          return text && `name:${quoted(text)}`;
        case 1:
          return text && `content:${quoted(text)}`;
        case 19:
          return text && quoted(text);
        case 20:
          return text || undefined;
        case 2:
          return number && `asn:${number}`;
        case 23:
          return number && `asn:>${number}`;
        case 24:
          return number && `asn:<${number}`;
        case 8:
          return day && `date:<${day}`;
        case 9:
          return day && `date:>${day}`;
        case 13:
          return day && `created:<${day}`;
        case 14:
          return day && `created:>${day}`;
        case 17: {
          const tag = named(names.tag, value);
          return tag && `-tag:${quoted(tag)}`;
        }
        default:
          return undefined;
      }
    })();
    const anyOfProperty = {
      3: 'correspondent',
      26: 'correspondent',
      4: '"document type"',
      28: '"document type"',
      25: '"storage path"',
      30: '"storage path"',
    }[ruleType];
    if (filter) {
      terms.push(filter);
    } else if (anyOfProperty) {
      const lookup =
        anyOfProperty === 'correspondent'
          ? names.correspondent
          : anyOfProperty === '"document type"'
            ? names.documentType
            : names.storagePath;
      const name = named(lookup, value);
      if (name) anyOf.set(anyOfProperty, [...(anyOf.get(anyOfProperty) ?? []), `${anyOfProperty}:${quoted(name)}`]);
      else untranslated.push(ruleType);
    } else if (ruleType === 6 || ruleType === 22) {
      const tag = named(names.tag, value);
      if (tag) (ruleType === 6 ? allTags : anyTags).push(tag);
      else untranslated.push(ruleType);
    } else {
      untranslated.push(ruleType);
    }
  }
  // A view wanting all of some tags and any of others is more than one tag filter says.
  if (allTags.length > 0 && anyTags.length > 0) untranslated.push(22);
  if (untranslated.length > 0) return { untranslatedRuleTypes: [...new Set(untranslated)] };
  for (const alternatives of anyOf.values()) terms.push(alternatives.join(' OR '));
  return {
    view: { searchQuery: terms.join(' '), tagNames: anyTags.length > 0 ? anyTags : allTags, tagMatch: anyTags.length > 0 ? 'any' : 'all' },
  };
}

/** What an imported value becomes on a property here: a value, a document link to resolve once its document is here, or why not. */
export type ImportedPropertyValue = { value: PropertyValue; cut?: number } | { linkedPaperlessId: number } | { problem: string } | null;

/**
 * A planned value on the property it goes to: a select's option by its name, a text cut to the
 * longest a property keeps (and said), the first linked document of a link (a document property holds
 * one), anything of the wrong shape refused with its reason. Null: nothing to write.
 */
export function importedPropertyValue(
  property: PropertyDefinition,
  value: CustomFieldValue,
  { textMaxLength }: { textMaxLength: number },
): ImportedPropertyValue {
  if (value === null || (Array.isArray(value) && value.length === 0)) return null;
  if (property.type === 'document') {
    return Array.isArray(value) ? { linkedPaperlessId: value[0]! } : { problem: `${property.name}: not a document link` };
  }
  if (property.type === 'select') {
    const option = property.options.find((candidate) => candidate.name.toLowerCase() === String(value).toLowerCase());
    return option ? { value: option.id } : { problem: `${property.name}: “${String(value)}” is not one of its options` };
  }
  const text = property.type === 'text' && typeof value === 'string' ? value.trim() : null;
  const cut = text !== null && text.length > textMaxLength ? text.length : undefined;
  try {
    const parsed = parsePropertyValue(property, cut ? text!.slice(0, textMaxLength) : value, { textMaxLength });
    return parsed === null ? null : { value: parsed, ...(cut ? { cut } : {}) };
  } catch (error) {
    if (error instanceof PropertyValueError) return { problem: error.message };
    throw error;
  }
}
