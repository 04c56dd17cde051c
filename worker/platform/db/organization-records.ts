import type { Database } from './client';

/**
 * The tables of an organization database (migrations-organization/) that name their organization;
 * the others (a document's tags, a rule's tags, a job's documents, a delivery's attempts) go with
 * their parent row (ON DELETE CASCADE). The search index follows the documents through triggers.
 * An organization's records as a whole are purged and moved through this list, which the schema
 * test holds to the migrations.
 */
export const ORGANIZATION_TABLES = [
  'documents',
  'document_activities',
  'document_notes',
  'document_pages',
  'document_property_values',
  'property_definitions',
  'tags',
  'tagging_rules',
  'tagging_rule_runs',
  'webhooks',
  'webhook_deliveries',
  'intake_email_messages',
  'bulk_jobs',
  'saved_views',
  'share_links',
  'organization_document_stats',
  'search_documents',
] as const;

/** Deletes every record of an organization from its database, in one transaction. */
export async function deleteOrganizationRecords(db: Database, organizationId: string) {
  const d1 = db.$client;
  await d1.batch(ORGANIZATION_TABLES.map((table) => d1.prepare(`DELETE FROM ${table} WHERE organization_id = ?`).bind(organizationId)));
}

/** The database's size in bytes, as D1 reports it after any statement. */
export async function databaseSize(db: Database): Promise<number> {
  const { meta } = await db.$client.prepare('SELECT 1').run();
  return (meta as { size_after?: number }).size_after ?? 0;
}
