import type { Database } from '../../platform/db/client';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { conflictOnUniqueViolation } from '../../platform/db/unique-violation';
import { runBatchedRead } from '../../platform/db/batched-read';
import { generateId } from '../../../core/ids';
import type { PropertyInput } from '../../../core/properties/properties.schemas';
import {
  propertiesLimitReached,
  propertyAlreadyExists,
  propertyNotFound,
  propertyOptionsLimitReached,
  propertyTypeChanged,
} from '../../../core/properties/properties.errors';
import { deleteProperty, findProperty, insertPropertyWithinLimit, listProperties, updateProperty } from './properties.repository';

export { listProperties } from './properties.repository';

type Limits = { maxProperties: number; maxOptions: number; textMaxLength: number };

/** The organization's limits on properties, from the settings. */
export const propertyLimitsOf = (settings: OrganizationDependencies['settings']): Limits => ({
  maxProperties: settings.PROPERTIES_MAX_PER_ORGANIZATION,
  maxOptions: settings.PROPERTIES_MAX_OPTIONS,
  textMaxLength: settings.PROPERTIES_TEXT_MAX_LENGTH,
});

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
  const { name, unit, description, suggest } = input;
  const updated = await uniqueName(db, organizationId, name, propertyId, () =>
    updateProperty(db, organizationId, propertyId, { name, unit, description, options, suggest }, removed),
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

export async function getPropertyOrThrow(
  { organizationDb: db }: OrganizationDependencies,
  { organizationId, propertyId }: { organizationId: string; propertyId: string },
) {
  const property = await findProperty(db, organizationId, propertyId);
  if (!property) throw propertyNotFound();
  return property;
}
