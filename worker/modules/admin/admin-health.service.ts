import type { Dependencies, OrganizationDependencies } from '../../platform/dependencies';
import { organizationDependencies } from '../../dependencies';
import { databaseSize } from '../../platform/db/organization-records';
import type { Database } from '../../platform/db/client';
import type { HealthFailureKind, HealthFailuresQuery, KeysetCursor, OperatorAuditAction } from '../../../core/admin/admin.schemas';
import { countOrganizationsByDatabase, findOrganizationNames } from '../organizations/organizations.repository';
import { countProcessingBacklog, selectFailedDocuments } from '../documents/documents.repository';
import { reprocessDocument } from '../documents/documents.service';
import { countDeliveryBacklog, findDeliveryWebhookId, selectFailedDeliveries } from '../webhooks/webhooks.repository';
import { redeliver } from '../webhooks/webhook-delivery.service';
import { webhookDeliveryNotFound } from '../../../core/webhooks/webhooks.errors';
import { countIntakeBacklog, selectMessagesWithOutcome } from '../intake-emails/intake-emails.repository';
import { auditInsert, selectRecentCronRuns } from './admin.repository';
import { audit, organizationTarget, pageOf, type OperatorCall } from './admin.service';
import { toDatabaseHealthDto, type BacklogCounts } from './admin.dto';

/** Counts stop here: the screen says "1,000+" rather than count a backlog of millions. */
export const HEALTH_COUNT_CAP = 1_000;
/** D1's largest database (Cloudflare's limits): each database's size is shown against it. */
export const D1_DATABASE_MAX_BYTES = 10 * 1000 ** 3;
const CRON_RUNS_SHOWN = 10;

/** One database's size now (as D1 reports it), its organizations, and the work waiting or failed in it. */
async function databaseHealth(records: Database, binding: string, organizationsCount: number) {
  const [sizeBytes, counts] = await Promise.all([
    databaseSize(records),
    records.batch([
      ...countProcessingBacklog(records, HEALTH_COUNT_CAP),
      ...countDeliveryBacklog(records, HEALTH_COUNT_CAP),
      ...countIntakeBacklog(records, HEALTH_COUNT_CAP),
    ]),
  ]);
  return toDatabaseHealthDto({
    binding,
    sizeBytes,
    limitBytes: D1_DATABASE_MAX_BYTES,
    organizationsCount,
    counts: counts.map(([row]) => row?.count ?? 0) as BacklogCounts,
  });
}

/** The health screen: every database (its size, organizations, work waiting and failed) and the last runs of the Cron Triggers. */
export async function healthOverview({ db, databases }: Dependencies) {
  const [organizationCounts, cronRuns] = await db.batch([countOrganizationsByDatabase(db), selectRecentCronRuns(db, CRON_RUNS_SHOWN)]);
  const organizationsIn = new Map(organizationCounts.map(({ database, organizationsCount }) => [database, organizationsCount]));
  return {
    databases: await Promise.all(
      databases.bindings.map((binding) => databaseHealth(databases.open(binding), binding, organizationsIn.get(binding) ?? 0)),
    ),
    countCap: HEALTH_COUNT_CAP,
    cronRuns,
  };
}

type Row = { id: string; organizationId: string; createdAt: Date };
type FailureSource = (records: Database, cursor: KeysetCursor | undefined, limit: number) => Promise<Row[]>[];

/** A page's worth of one kind's rows from one database, newest first: one list per query (intake's two outcomes are two). */
const FAILURE_SOURCES: Record<HealthFailureKind, FailureSource> = {
  documents: (records, cursor, limit) => [selectFailedDocuments(records, cursor, limit)],
  'webhook-deliveries': (records, cursor, limit) => [selectFailedDeliveries(records, cursor, limit)],
  'intake-messages': (records, cursor, limit) => [
    selectMessagesWithOutcome(records, 'rejected', cursor, limit),
    selectMessagesWithOutcome(records, 'failed', cursor, limit),
  ],
};

const newestFirst = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * A page of one kind of failure over every database, newest first: each database (and outcome) answers
 * its own newest page through its index, and the page is the newest of those, so one cursor (a time and
 * an id, unique across databases) pages through them all.
 */
export async function listHealthFailures({ db, databases }: Dependencies, { kind, cursor, pageSize }: HealthFailuresQuery) {
  const lists = await Promise.all(
    databases.bindings.flatMap((binding) => FAILURE_SOURCES[kind](databases.open(binding), cursor, pageSize + 1)),
  );
  const { rows, next } = pageOf(lists.flat().sort(newestFirst), pageSize);
  const names = await findOrganizationNames(
    db,
    rows.map(({ organizationId }) => organizationId),
  );
  return {
    rows: rows.map((row) => ({ ...row, organizationName: names.get(row.organizationId)?.name ?? '' })),
    next,
  };
}

/**
 * An operator's action inside an organization's records, as its members' own would be (`act` answers
 * what it touched), audited on the organization so that its owners see it.
 */
async function actInOrganization(
  deps: Dependencies,
  call: OperatorCall,
  organizationId: string,
  action: OperatorAuditAction,
  act: (records: OrganizationDependencies) => Promise<string>,
) {
  const target = await organizationTarget(deps.db, organizationId);
  const detail = await act(await organizationDependencies(deps, organizationId, { writes: true }));
  await auditInsert(deps.db, audit(call, action, target, null, detail));
}

/** Reads a document whose reading failed once more (as its members' Retry does). */
export const reprocessForOperator = (
  deps: Dependencies,
  call: OperatorCall,
  { organizationId, documentId }: { organizationId: string; documentId: string },
) =>
  actInOrganization(deps, call, organizationId, 'document.reprocessed', async (records) => {
    const document = await reprocessDocument(records, { organizationId, documentId, userId: null, replaceEditedContent: false });
    return document.name;
  });

/** Sends a delivery that was given up once more (as the webhook's own Redeliver does). */
export const redeliverForOperator = (
  deps: Dependencies,
  call: OperatorCall,
  { organizationId, deliveryId }: { organizationId: string; deliveryId: string },
) =>
  actInOrganization(deps, call, organizationId, 'webhook_delivery.redelivered', async (records) => {
    const delivery = await findDeliveryWebhookId(records.organizationDb, organizationId, deliveryId);
    if (!delivery) throw webhookDeliveryNotFound();
    await redeliver(records, { organizationId, webhookId: delivery.webhookId, deliveryId });
    return delivery.eventType;
  });
