/**
 * `name:value` in a search, for a custom property: the property found by its name (case and accents
 * ignored) and the value read as its type compares. Text contains the words; numbers and days take
 * >, >=, <, <= and ranges (`100..500`); yes/no; a select's option by its name. Pure: the Worker and
 * the demo search alike; a malformed number or day is a SearchQueryError (a 400 that says how to write it).
 */
import {
  parseDayFilter,
  parseNumberFilter,
  type Atom,
  type PropertyFilter,
  type SearchQueryAst,
  type TextAtom,
} from '../search/query-parser';
import { foldPropertyText, type PropertyDefinition } from './property-types';

const YES = new Set(['yes', 'true', '1', 'ja', 'oui', 'si', 'sí', 'sim', 'tak', 'da']);
const NO = new Set(['no', 'false', '0', 'nein', 'non', 'nao', 'não', 'nie', 'nu']);
/** The test of a property's values a search value asks for; a value that names no option matches nothing. */
export function parsePropertyFilter(definition: PropertyDefinition, value: string): PropertyFilter {
  const folded = foldPropertyText(value);
  const option = () => definition.options.find((candidate) => foldPropertyText(candidate.name) === folded);
  switch (definition.type) {
    case 'text':
      return { kind: 'text-contains', text: folded };
    case 'number':
      return parseNumberFilter(definition.name, value);
    case 'date':
      return { kind: 'text-range', ...parseDayFilter(definition.name, value) };
    case 'boolean':
      if (YES.has(folded)) return { kind: 'number-range', min: 1, max: 1, isMinIncluded: true, isMaxIncluded: true };
      if (NO.has(folded)) return { kind: 'number-range', min: 0, max: 0, isMinIncluded: true, isMaxIncluded: true };
      return { kind: 'none' };
    case 'select': {
      const found = option();
      return found ? { kind: 'text-equals', text: found.id } : { kind: 'none' };
    }
    case 'multiselect': {
      const found = option();
      return found ? { kind: 'has-option', optionId: found.id } : { kind: 'none' };
    }
    case 'document':
    case 'member':
      return { kind: 'text-equals', text: value };
  }
}

/**
 * Puts the organization's properties in a parsed query: `name:value` becomes the property's filter,
 * or stays text (`https://…`, `other:field`) when no property has that name; `has:` its property.
 */
export function resolvePropertyAtoms(ast: SearchQueryAst, properties: readonly PropertyDefinition[]): SearchQueryAst {
  const byName = new Map(properties.map((property) => [foldPropertyText(property.name), property]));
  const resolve = (atom: Atom): Atom => {
    if (atom.kind === 'has') return { kind: 'has-property', propertyId: byName.get(foldPropertyText(atom.name))?.id ?? null };
    if (atom.kind !== 'property') return atom;
    const property = byName.get(foldPropertyText(atom.name));
    if (!property) return { kind: 'text', field: 'any', text: atom.raw, isPhrase: false } satisfies TextAtom;
    return { kind: 'property-filter', propertyId: property.id, filter: parsePropertyFilter(property, atom.value) };
  };
  return { items: ast.items.map((item) => ({ ...item, atoms: item.atoms.map(resolve) })) };
}

/** Whether a query names properties at all: only then does the search read the organization's. */
export const mentionsProperties = (ast: SearchQueryAst) =>
  ast.items.some((item) => item.atoms.some((atom) => atom.kind === 'property' || atom.kind === 'has'));
