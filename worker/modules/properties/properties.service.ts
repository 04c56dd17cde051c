import type { Database } from '../../platform/db/client';
import type { ServiceDependencies } from '../../platform/dependencies';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import { runBatchedRead } from '../../platform/db/batched-read';
import { generateId } from '../../../core/ids';
import { documentIsDeleted, documentNotFound } from '../../../core/documents/documents.errors';
import { parsePropertyValue, PropertyValueError, searchColumnsOf } from '../../../core/properties/property-types';
import type { PropertyInput } from '../../../core/properties/properties.schemas';
import { invalidPropertyValue, propertiesLimitReached, propertyAlreadyExists, propertyNotFound, propertyOptionsLimitReached, propertyTypeChanged } from '../../../core/properties/properties.errors';
import { findDocumentsIn } from '../documents/documents.repository';
import { getDocumentOrThrow } from '../documents/documents.service';
import { publishDocumentEvent } from '../documents/documents.events';
import { isMemberUser } from '../organizations/memberships.repository';
import { deleteProperty, findProperty, insertPropertyWithinLimit, listProperties, updateProperty, writePropertyValue } from './properties.repository';

export { listProperties } from './properties.repository';

type Limits = { maxProperties: number; maxOptions: number; textMaxLength: number };

/** Two properties of one name race to the unique index, or a name differs only by case: told as a duplicate. */
async function uniqueName<T>(db: Database, organizationId: string, name: string, exceptId: string | null, write: () => Promise<T>): Promise<T> {
  const existing = await runBatchedRead(db, listProperties(db, organizationId));
  if (existing.some((property) => property.id !== exceptId && property.name.toLowerCase() === name.toLowerCase())) throw propertyAlreadyExists();
  return conflictOnUniqueViolation(write(), propertyAlreadyExists);
}

/** Options keep their ids (a renamed option keeps its documents); new ones get one. */
function withOptionIds(options: PropertyInput['options'], maxOptions: number) {
  if (options.length > maxOptions) throw propertyOptionsLimitReached(maxOptions);
  return options.map(({ id, name, color }) => ({ id: id ?? generateId('opt'), name, color }));
}

export async function createProperty(db: Database, { organizationId, input, limits }: { organizationId: string; input: PropertyInput; limits: Limits }) {
  const options = withOptionIds(input.options, limits.maxOptions);
  const created = await uniqueName(db, organizationId, input.name, null, () => insertPropertyWithinLimit(db, { ...input, options, id: generateId('prop'), organizationId }, limits.maxProperties));
  if (!created) throw propertiesLimitReached(limits.maxProperties);
  return created;
}

/** Renaming keeps the values; the type stays; options dropped take their values with them. */
export async function editProperty(db: Database, { organizationId, propertyId, input, limits }: { organizationId: string; propertyId: string; input: PropertyInput; limits: Limits }) {
  const current = await findProperty(db, organizationId, propertyId);
  if (!current) throw propertyNotFound();
  if (current.type !== input.type) throw propertyTypeChanged();
  const options = withOptionIds(input.options, limits.maxOptions);
  const kept = new Set(options.map((option) => option.id));
  const removed = current.options.filter((option) => !kept.has(option.id)).map((option) => option.id);
  const { name, unit, description } = input;
  const updated = await uniqueName(db, organizationId, name, propertyId, () => updateProperty(db, organizationId, propertyId, { name, unit, description, options }, removed));
  if (!updated) throw propertyNotFound();
  return updated;
}

export async function removeProperty(db: Database, organizationId: string, propertyId: string) {
  if (!(await deleteProperty(db, organizationId, propertyId))) throw propertyNotFound();
}

/**
 * Sets a document's value of a property (null clears it): read as the property's type takes it; a
 * linked document must be the organization's, a member one of its members. Webhooks hear of it as an
 * update of `properties`.
 */
export async function setPropertyValue(
  { db, env }: ServiceDependencies,
  { organizationId, documentId, propertyId, value, textMaxLength }: { organizationId: string; documentId: string; propertyId: string; value: unknown; textMaxLength: number },
) {
  const [property, document] = await Promise.all([findProperty(db, organizationId, propertyId), getDocumentOrThrow(db, organizationId, documentId)]);
  if (!property) throw propertyNotFound();
  if (document.deletedAt) throw documentIsDeleted();
  let parsed;
  try {
    parsed = parsePropertyValue(property, value, { textMaxLength });
  } catch (error) {
    if (error instanceof PropertyValueError) throw invalidPropertyValue(error.message);
    throw error;
  }
  if (parsed !== null && property.type === 'document' && (await findDocumentsIn(db, organizationId, [parsed as string])).length === 0) throw documentNotFound();
  if (parsed !== null && property.type === 'member' && !(await isMemberUser(db, organizationId, parsed as string))) throw invalidPropertyValue(`${property.name}: the value must be a member of the organization`);
  await writePropertyValue(db, { organizationId, documentId, propertyId }, parsed === null ? null : { value: parsed, ...searchColumnsOf(property.type, parsed) });
  await publishDocumentEvent({ type: 'document.updated', organizationId, documentId, documentName: document.name, updatedFields: ['properties'] }, { db, env });
  return parsed;
}
