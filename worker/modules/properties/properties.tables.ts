import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from '../../platform/db/timestamps';
import { documents } from '../documents/documents.tables';
import { organizations } from '../organizations/organizations.tables';
import { PROPERTY_TYPES, type PropertyOption, type PropertyValue } from '../../../core/properties/property-types';

/** An organization's custom property of documents: its name, the kind of value, a unit, the options of a select. */
export const propertyDefinitions = sqliteTable(
  'property_definitions',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: PROPERTY_TYPES }).notNull(),
    unit: text('unit'),
    description: text('description'),
    options: text('options', { mode: 'json' }).$type<PropertyOption[]>().notNull().default([]),
    position: integer('position').notNull(),
    // A choice an admin marked: the organization's suggestions learn its values (worker/modules/suggestions).
    suggest: integer('suggest', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('property_definitions_organization_name_unique').on(table.organizationId, table.name),
    index('property_definitions_organization_position_index').on(table.organizationId, table.position),
  ],
);

/**
 * A document's value of a property: `value` as the API answers it, and the columns searches filter
 * on: `value_text` (text folded for matching, a day, an option, document or user id) and
 * `value_number` (a number, yes/no as 1/0), each indexed with the property.
 */
export const documentPropertyValues = sqliteTable(
  'document_property_values',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    propertyId: text('property_id')
      .notNull()
      .references(() => propertyDefinitions.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    value: text('value', { mode: 'json' }).$type<PropertyValue>().notNull(),
    valueText: text('value_text'),
    valueNumber: real('value_number'),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.propertyId] }),
    index('document_property_values_text_index').on(table.propertyId, table.valueText),
    index('document_property_values_number_index').on(table.propertyId, table.valueNumber),
  ],
);
