import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp, timestamps } from '../../platform/db/timestamps';
import { users } from '../auth/auth.tables';
import { organizations } from '../organizations/organizations.tables';
import type { PropertyValue } from '../../../core/properties/property-types';
import { BULK_JOB_KINDS, BULK_JOB_STATUSES, type ArchivePart } from '../../../core/documents/bulk.schemas';

/** A bulk action on documents: its selection resolved once (bulk_job_documents), worked through in chunks. */
export const bulkJobs = sqliteTable(
  'bulk_jobs',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: BULK_JOB_KINDS }).notNull(),
    tagId: text('tag_id'),
    // A set-property job's property and value (null clears it), checked when the job started.
    propertyId: text('property_id'),
    propertyValue: text('property_value', { mode: 'json' }).$type<PropertyValue | null>(),
    status: text('status', { enum: BULK_JOB_STATUSES }).notNull().default('running'),
    documentsCount: integer('documents_count').notNull().default(0),
    processedCount: integer('processed_count').notNull().default(0),
    changedCount: integer('changed_count').notNull().default(0),
    error: text('error'),
    finishedAt: timestamp('finished_at'),
    // Taken off its creator's jobs panel; the row stays until the daily prune.
    dismissedAt: timestamp('dismissed_at'),
    // A zip's: the parts built into R2 so far, when its link stops working, the language to email its creator in,
    // and the app's address as the request that started it saw it (the email's links, APP_BASE_URL unset).
    parts: text('parts', { mode: 'json' }).$type<ArchivePart[]>().notNull().default([]),
    expiresAt: timestamp('expires_at'),
    locale: text('locale'),
    baseUrl: text('base_url'),
    ...timestamps,
  },
  (table) => [
    index('bulk_jobs_creator_index').on(table.organizationId, table.createdBy, table.createdAt),
    index('bulk_jobs_created_index').on(table.createdAt),
    index('bulk_jobs_expires_index').on(table.expiresAt),
  ],
);

/** The documents a job has still to do, in the order they were selected (the list's order). */
export const bulkJobDocuments = sqliteTable(
  'bulk_job_documents',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    documentId: text('document_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.position] })],
);
