import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { organizations } from '../organizations/organizations.tables';
import { tags } from '../tags/tags.tables';
import type { RuleCondition } from '../../../core/tagging-rules/rule-matcher';
import type { PropertyValue } from '../../../core/properties/property-types';

export type RulePropertyValue = { propertyId: string; value: PropertyValue };

export const taggingRules = sqliteTable(
  'tagging_rules',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull().default(true),
    matchMode: text('match_mode', { enum: ['all', 'any'] })
      .notNull()
      .default('all'),
    isCaseSensitive: integer('is_case_sensitive', { mode: 'boolean' }).notNull().default(false),
    conditions: text('conditions', { mode: 'json' }).$type<RuleCondition[]>().notNull(),
    // Properties set on a matching document without a value, by property id (a property deleted since is skipped).
    propertyValues: text('property_values', { mode: 'json' }).$type<RulePropertyValue[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [index('tagging_rules_organization_index').on(table.organizationId)],
);

export const taggingRuleTags = sqliteTable(
  'tagging_rule_tags',
  {
    taggingRuleId: text('tagging_rule_id')
      .notNull()
      .references(() => taggingRules.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.taggingRuleId, table.tagId] })],
);

/** One "apply to existing documents" run, walked through the queue page by page. */
export const taggingRuleRuns = sqliteTable(
  'tagging_rule_runs',
  {
    id: text('id').primaryKey(),
    taggingRuleId: text('tagging_rule_id')
      .notNull()
      .references(() => taggingRules.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    documentsCount: integer('documents_count').notNull(),
    processedCount: integer('processed_count').notNull().default(0),
    taggedCount: integer('tagged_count').notNull().default(0),
    // Position after the last document handled: (created_at, id) of the documents ordering.
    cursorCreatedAt: timestamp('cursor_created_at'),
    cursorDocumentId: text('cursor_document_id'),
    ...timestamps,
  },
  (table) => [index('tagging_rule_runs_rule_index').on(table.taggingRuleId, table.createdAt)],
);
