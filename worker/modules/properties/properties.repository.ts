import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { batchedRead } from '../../platform/db/batched-read';
import type { Database } from '../../platform/db/client';
import { insertIf, isBelowLimit } from '../../platform/db/conditional-insert';
import { idsIn } from '../../platform/db/json-ids';
import { documentPropertyValues, propertyDefinitions } from './properties.tables';
import type { PropertyOption, PropertyType, PropertyValue } from '../../../core/properties/property-types';

export type PropertyRow = typeof propertyDefinitions.$inferSelect;
type Definition = {
  name: string;
  type: PropertyType;
  unit: string | null;
  description: string | null;
  options: PropertyOption[];
  suggest: boolean;
};

const ofOrganization = (organizationId: string, propertyId: string) =>
  and(eq(propertyDefinitions.organizationId, organizationId), eq(propertyDefinitions.id, propertyId));

/** The organization's properties in their order, ready to batch with the access check. */
export function listProperties(db: Database, organizationId: string) {
  return batchedRead(
    [
      db
        .select()
        .from(propertyDefinitions)
        .where(eq(propertyDefinitions.organizationId, organizationId))
        .orderBy(asc(propertyDefinitions.position), asc(propertyDefinitions.id)),
    ],
    ([rows]) => rows,
  );
}

export async function findProperty(db: Database, organizationId: string, propertyId: string) {
  const [row] = await db.select().from(propertyDefinitions).where(ofOrganization(organizationId, propertyId));
  return row;
}

/** Adds a property last if the organization is below its limit, judged in the insert; undefined otherwise. */
export async function insertPropertyWithinLimit(
  db: Database,
  property: Definition & { id: string; organizationId: string },
  limit: number,
) {
  const ofTheOrganization = eq(propertyDefinitions.organizationId, property.organizationId);
  const position = sql`(SELECT coalesce(max(${propertyDefinitions.position}), -1) + 1 FROM ${propertyDefinitions} WHERE ${ofTheOrganization})`;
  const countOfOrganization = db.select({ count: count() }).from(propertyDefinitions).where(ofTheOrganization);
  const [created] = await insertIf(
    db,
    propertyDefinitions,
    { ...property, position: position as unknown as number },
    isBelowLimit(countOfOrganization, limit),
  ).returning();
  return created;
}

/**
 * Renames, re-describes and changes the options; values of options removed go with them (a
 * multi-select keeps its other options), in the same transaction.
 */
export async function updateProperty(
  db: Database,
  organizationId: string,
  propertyId: string,
  changes: Omit<Definition, 'type'>,
  removedOptionIds: string[],
) {
  const removed = idsIn(removedOptionIds);
  const ofProperty = eq(documentPropertyValues.propertyId, propertyId);
  const [[updated]] = await db.batch([
    db.update(propertyDefinitions).set(changes).where(ofOrganization(organizationId, propertyId)).returning(),
    db.delete(documentPropertyValues).where(and(ofProperty, inArray(documentPropertyValues.valueText, removed))),
    db
      .update(documentPropertyValues)
      .set({
        value: sql`(SELECT json_group_array(j.value) FROM json_each(${documentPropertyValues.value}) j WHERE j.value NOT IN ${removed})`,
      })
      .where(and(ofProperty, sql`json_type(${documentPropertyValues.value}) = 'array'`)),
    db
      .delete(documentPropertyValues)
      .where(
        and(
          ofProperty,
          sql`json_type(${documentPropertyValues.value}) = 'array'`,
          sql`json_array_length(${documentPropertyValues.value}) = 0`,
        ),
      ),
  ]);
  return updated;
}

export async function deleteProperty(db: Database, organizationId: string, propertyId: string) {
  const deleted = await db
    .delete(propertyDefinitions)
    .where(ofOrganization(organizationId, propertyId))
    .returning({ id: propertyDefinitions.id });
  return deleted.length > 0;
}

export type StoredValue = { value: PropertyValue; text: string | null; number: number | null };

/**
 * Sets (or, with null, clears) a property's value on some documents in one statement; with
 * `isFillOnly`, only where they have none. Answers the documents whose value changed.
 */
export async function writePropertyValues(
  db: Database,
  { organizationId, propertyId, documentIds }: { organizationId: string; propertyId: string; documentIds: readonly string[] },
  stored: StoredValue | null,
  { isFillOnly = false } = {},
) {
  const ofDocuments = and(
    eq(documentPropertyValues.propertyId, propertyId),
    inArray(documentPropertyValues.documentId, idsIn(documentIds)),
  );
  if (!stored) {
    const rows = await db.delete(documentPropertyValues).where(ofDocuments).returning({ documentId: documentPropertyValues.documentId });
    return rows.map(({ documentId }) => documentId);
  }
  const value = JSON.stringify(stored.value);
  // The SELECT's WHERE lets SQLite read the ON CONFLICT that follows as the upsert's, not a join's.
  const insert = db
    .insert(documentPropertyValues)
    .select(
      sql`SELECT ids.value, ${propertyId}, ${organizationId}, ${value}, ${stored.text}, ${stored.number} FROM json_each(${JSON.stringify(documentIds)}) ids WHERE true`,
    );
  const values = { value: sql`excluded.value`, valueText: sql`excluded.value_text`, valueNumber: sql`excluded.value_number` };
  const written = isFillOnly
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [documentPropertyValues.documentId, documentPropertyValues.propertyId],
        set: values,
        setWhere: sql`${documentPropertyValues.value} IS NOT excluded.value`,
      });
  const rows = await written.returning({ documentId: documentPropertyValues.documentId });
  return rows.map(({ documentId }) => documentId);
}

/** A new document's values, in the batch that inserts it (an import's): each with its search columns. */
export function documentPropertyValuesInsert(
  db: Database,
  { organizationId, documentId, values }: { organizationId: string; documentId: string; values: ({ propertyId: string } & StoredValue)[] },
) {
  return db.insert(documentPropertyValues).values(
    values.map(({ propertyId, value, text, number }) => ({
      documentId,
      propertyId,
      organizationId,
      value,
      valueText: text,
      valueNumber: number,
    })),
  );
}

/** A document's custom properties' values as a JSON object by property id, as a subquery. */
export const propertyValuesJsonOf = (documentId: SQL) =>
  sql<string>`(SELECT json_group_object(v.property_id, json(v.value)) FROM document_property_values v WHERE v.document_id = ${documentId})`;

/** The values of the documents a subquery selects (a page of a list), for a batch; valuesByDocument shapes them. */
export function propertyValuesOf(db: Database, organizationId: string, documentIds: SQL) {
  return db
    .select({
      valueDocumentId: documentPropertyValues.documentId,
      propertyId: documentPropertyValues.propertyId,
      value: documentPropertyValues.value,
    })
    .from(documentPropertyValues)
    .where(and(eq(documentPropertyValues.organizationId, organizationId), inArray(documentPropertyValues.documentId, documentIds)));
}

export function valuesByDocument(rows: { valueDocumentId: string; propertyId: string; value: PropertyValue }[]) {
  const byDocument = new Map<string, Record<string, PropertyValue>>();
  for (const { valueDocumentId, propertyId, value } of rows)
    byDocument.set(valueDocumentId, { ...byDocument.get(valueDocumentId), [propertyId]: value });
  return byDocument;
}

/** The values of some documents, as `{ documentId: { propertyId: value } }`. */
export function findPropertyValues(db: Database, organizationId: string, documentIds: string[]) {
  return batchedRead(
    [
      db
        .select({
          documentId: documentPropertyValues.documentId,
          propertyId: documentPropertyValues.propertyId,
          value: documentPropertyValues.value,
        })
        .from(documentPropertyValues)
        .where(
          and(eq(documentPropertyValues.organizationId, organizationId), inArray(documentPropertyValues.documentId, idsIn(documentIds))),
        ),
    ],
    ([rows]) => valuesByDocument(rows.map(({ documentId, ...row }) => ({ valueDocumentId: documentId, ...row }))),
  );
}

/**
 * The custom properties' values of the source documents (those chosen, when `propertyIds` is given) on
 * a new document made of them: of a property several sources have, the first source's value.
 */
export function copiedPropertyValuesInsert(
  db: Database,
  { documentId, sourceIds, propertyIds }: { documentId: string; sourceIds: string[]; propertyIds?: string[] },
) {
  const chosen = propertyIds ? sql` AND v.property_id IN (SELECT value FROM json_each(${JSON.stringify(propertyIds)}))` : sql``;
  // In the table's column order: document_id, property_id, organization_id, value, value_text, value_number.
  return db
    .insert(documentPropertyValues)
    .select(
      sql`SELECT ${documentId}, v.property_id, v.organization_id, v.value, v.value_text, v.value_number
        FROM document_property_values v JOIN json_each(${JSON.stringify(sourceIds)}) source ON source.value = v.document_id
        WHERE 1${chosen} ORDER BY source.key`,
    )
    .onConflictDoNothing();
}
