import { sql } from 'drizzle-orm';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { documentIsDeleted, documentNotFound } from '../../../core/documents/documents.errors';
import {
  parsePropertyValue,
  propertyChangeOf,
  PropertyValueError,
  searchColumnsOf,
  type PropertyValue,
} from '../../../core/properties/property-types';
import { invalidPropertyValue } from '../../../core/properties/properties.errors';
import { isMemberUser } from '../members/members.repository';
import { writePropertyValues, type PropertyRow } from '../properties/properties.repository';
import { getPropertyOrThrow } from '../properties/properties.service';
import { insertActivitiesIf } from './activities/activities.repository';
import { publishDocumentEvents } from './documents.events';
import { findDocumentsIn } from './documents.repository';
import { getDocumentOrThrow } from './documents.service';

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
 * none), records on each document it changed an update naming the property (by `userId`, null for a
 * rule) and tells webhooks of them, with the value. Answers their ids.
 */
export async function applyPropertyValue(
  deps: OrganizationDependencies,
  {
    organizationId,
    userId,
    property,
    value,
    documents,
    isFillOnly = false,
  }: {
    organizationId: string;
    userId: string | null;
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
  if (changed.size > 0)
    await insertActivitiesIf(
      deps.organizationDb,
      {
        organizationId,
        event: 'updated',
        userId,
        eventData: { updatedFields: ['properties'], properties: [{ id: property.id, name: property.name }] },
        targets: [...changed].map((documentId) => ({ documentId })),
      },
      () => sql`true`,
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

/** Sets a document's value of a property (null clears it); webhooks hear of it as an update of `properties`. */
export async function setPropertyValue(
  deps: OrganizationDependencies,
  {
    organizationId,
    userId,
    documentId,
    propertyId,
    value,
    textMaxLength,
  }: { organizationId: string; userId: string | null; documentId: string; propertyId: string; value: unknown; textMaxLength: number },
) {
  const [property, document] = await Promise.all([
    getPropertyOrThrow(deps, { organizationId, propertyId }),
    getDocumentOrThrow(deps, { organizationId, documentId }),
  ]);
  if (document.deletedAt) throw documentIsDeleted();
  const parsed = await checkedPropertyValue(deps, { organizationId, property, value, textMaxLength });
  await applyPropertyValue(deps, { organizationId, userId, property, value: parsed, documents: [document] });
  return parsed;
}
