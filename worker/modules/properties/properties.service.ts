import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import { runBatchedRead } from '../../platform/db/batched-read';
import { generateId } from '../../../core/ids';
import { documentIsDeleted, documentNotFound } from '../../../core/documents/documents.errors';
import {
  parsePropertyValue,
  propertyChangeOf,
  PropertyValueError,
  searchColumnsOf,
  type PropertyValue,
} from '../../../core/properties/property-types';
import type { PropertyInput } from '../../../core/properties/properties.schemas';
import {
  invalidPropertyValue,
  propertiesLimitReached,
  propertyAlreadyExists,
  propertyNotFound,
  propertyOptionsLimitReached,
  propertyTypeChanged,
} from '../../../core/properties/properties.errors';
import { findDocumentsIn } from '../documents/documents.repository';
import { getDocumentOrThrow } from '../documents/documents.service';
import { publishDocumentEvents } from '../documents/documents.events';
import { isMemberUser } from '../members/members.repository';
import {
  deleteProperty,
  findProperty,
  insertPropertyWithinLimit,
  listProperties,
  updateProperty,
  writePropertyValues,
  type PropertyRow,
} from './properties.repository';

export { listProperties } from './properties.repository';

type Limits = { maxProperties: number; maxOptions: number; textMaxLength: number };

/** Two properties of one name race to the unique index, or a name differs only by case: told as a duplicate. */
async function uniqueName<T>(
  db: Database,
  organizationId: string,
  name: string,
  exceptId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const existing = await runBatchedRead(db, listProperties(db, organizationId));
  if (existing.some((property) => property.id !== exceptId && property.name.toLowerCase() === name.toLowerCase()))
    throw propertyAlreadyExists();
  return conflictOnUniqueViolation(write(), propertyAlreadyExists);
}

/** Options keep their ids (a renamed option keeps its documents); new ones get one. */
function withOptionIds(options: PropertyInput['options'], maxOptions: number) {
  if (options.length > maxOptions) throw propertyOptionsLimitReached(maxOptions);
  return options.map(({ id, name, color }) => ({ id: id ?? generateId('opt'), name, color }));
}

export async function createProperty(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, input, limits }: { organizationId: string; input: PropertyInput; limits: Limits },
) {
  const options = withOptionIds(input.options, limits.maxOptions);
  const created = await uniqueName(db, organizationId, input.name, null, () =>
    insertPropertyWithinLimit(db, { ...input, options, id: generateId('prop'), organizationId }, limits.maxProperties),
  );
  if (!created) throw propertiesLimitReached(limits.maxProperties);
  return created;
}

/** Renaming keeps the values; the type stays; options dropped take their values with them. */
export async function editProperty(
  deps: OrganizationDependencies,
  { organizationId, propertyId, input, limits }: { organizationId: string; propertyId: string; input: PropertyInput; limits: Limits },
) {
  const { organizationDb: db } = deps;
  const current = await getPropertyOrThrow(deps, { organizationId, propertyId });
  if (current.type !== input.type) throw propertyTypeChanged();
  const options = withOptionIds(input.options, limits.maxOptions);
  const kept = new Set(options.map((option) => option.id));
  const removed = current.options.filter((option) => !kept.has(option.id)).map((option) => option.id);
  const { name, unit, description } = input;
  const updated = await uniqueName(db, organizationId, name, propertyId, () =>
    updateProperty(db, organizationId, propertyId, { name, unit, description, options }, removed),
  );
  if (!updated) throw propertyNotFound();
  return updated;
}

export async function removeProperty(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, propertyId }: { organizationId: string; propertyId: string },
) {
  if (!(await deleteProperty(db, organizationId, propertyId))) throw propertyNotFound();
}

/**
 * A value given by a person, the API or a rule, read as the property's type takes it (null clears): a
 * linked document must be the organization's, a member one of its members.
 */
export async function checkedPropertyValue(
  { db: globalDb, organizationDb: db }: OrganizationDependencies,
  {
    organizationId,
    property,
    value,
    textMaxLength,
  }: { organizationId: string; property: PropertyRow; value: unknown; textMaxLength: number },
) {
  let parsed;
  try {
    parsed = parsePropertyValue(property, value, { textMaxLength });
  } catch (error) {
    if (error instanceof PropertyValueError) throw invalidPropertyValue(error.message);
    throw error;
  }
  if (parsed !== null && property.type === 'document' && (await findDocumentsIn(db, organizationId, [parsed as string])).length === 0)
    throw documentNotFound();
  if (parsed !== null && property.type === 'member' && !(await isMemberUser(globalDb, organizationId, parsed as string)))
    throw invalidPropertyValue(`${property.name}: the value must be a member of the organization`);
  return parsed;
}

/**
 * Writes a checked value on active documents of the organization (with `isFillOnly`, only those with
 * none) and tells webhooks of each document it changed, with the value. Answers their ids.
 */
export async function applyPropertyValue(
  deps: OrganizationDependencies,
  {
    organizationId,
    property,
    value,
    documents,
    isFillOnly = false,
  }: {
    organizationId: string;
    property: PropertyRow;
    value: PropertyValue | null;
    documents: { id: string; name: string }[];
    isFillOnly?: boolean;
  },
) {
  const stored = value === null ? null : { value, ...searchColumnsOf(property.type, value) };
  const changed = new Set(
    await writePropertyValues(
      deps.organizationDb,
      { organizationId, propertyId: property.id, documentIds: documents.map(({ id }) => id) },
      stored,
      { isFillOnly },
    ),
  );
  const properties = [propertyChangeOf(property, value)];
  const events = documents
    .filter(({ id }) => changed.has(id))
    .map(({ id, name }) => ({
      type: 'document.updated' as const,
      organizationId,
      documentId: id,
      documentName: name,
      updatedFields: ['properties'],
      properties,
    }));
  await publishDocumentEvents(deps, events);
  return [...changed];
}

export async function getPropertyOrThrow(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, propertyId }: { organizationId: string; propertyId: string },
) {
  const property = await findProperty(db, organizationId, propertyId);
  if (!property) throw propertyNotFound();
  return property;
}

/** Sets a document's value of a property (null clears it); webhooks hear of it as an update of `properties`. */
export async function setPropertyValue(
  deps: OrganizationDependencies,
  {
    organizationId,
    documentId,
    propertyId,
    value,
    textMaxLength,
  }: { organizationId: string; documentId: string; propertyId: string; value: unknown; textMaxLength: number },
) {
  const [property, document] = await Promise.all([
    getPropertyOrThrow(deps, { organizationId, propertyId }),
    getDocumentOrThrow(deps, { organizationId, documentId }),
  ]);
  if (document.deletedAt) throw documentIsDeleted();
  const parsed = await checkedPropertyValue(deps, { organizationId, property, value, textMaxLength });
  await applyPropertyValue(deps, { organizationId, property, value: parsed, documents: [document] });
  return parsed;
}
