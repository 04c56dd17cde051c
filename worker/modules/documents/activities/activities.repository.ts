import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { generateId } from '../../../../core/ids';
import { insertIf } from '../../../platform/db/conditional-insert';
import { batchedRead } from '../../../platform/db/batched-read';
import { idsIn } from '../../../platform/db/json-ids';
import { tagColorOf, tagIdOf, tagNameOf } from '../../tags/tags.repository';
import { documentActivities } from './activities.tables';
import type { DocumentActivityData, DocumentActivityEvent } from '../../../../core/documents/document-states';
import type { Page } from '../../../../core/pagination';

type ActivityData = Pick<
  DocumentActivityData,
  'updatedFields' | 'receivedFrom' | 'version' | 'restoredFrom' | 'pageOperations' | 'splitFrom' | 'mergedFrom' | 'workflow'
>;

type Activity = {
  organizationId: string;
  documentId: string;
  event: DocumentActivityEvent;
  userId: string | null;
  id: string;
} & ActivityData;

function activityRow({
  updatedFields,
  receivedFrom,
  version,
  restoredFrom,
  pageOperations,
  splitFrom,
  mergedFrom,
  workflow,
  ...rest
}: Activity) {
  const given = { updatedFields, receivedFrom, version, restoredFrom, pageOperations, splitFrom, mergedFrom, workflow };
  const eventData = Object.fromEntries(Object.entries(given).filter(([, value]) => value)) as ActivityData;
  return { ...rest, eventData: Object.keys(eventData).length > 0 ? eventData : null };
}

/** An activity row's insert, for a batch: the notes repository records its changes with it. */
export function activityInsert(db: Database, activity: Activity) {
  return db.insert(documentActivities).values(activityRow(activity));
}

/** The same, written only if `condition` holds when the statement runs (after a guarded update, `changes() > 0`). */
export function activityInsertIf(db: Database, activity: Activity, condition: SQL) {
  return insertIf(db, documentActivities, activityRow(activity), condition);
}

/**
 * A 'tagged' or 'untagged' activity, written only if `condition` holds when the statement runs: the
 * tags repository batches it with the link it records, judged on the link as it was before.
 */
export function insertTagActivityIf(
  db: Database,
  {
    id,
    organizationId,
    documentId,
    tagId,
    userId,
    event,
  }: { id: string; organizationId: string; documentId: string; tagId: string; userId: string | null; event: 'tagged' | 'untagged' },
  condition: SQL,
) {
  return insertIf(db, documentActivities, { id, organizationId, documentId, event, userId, tagId }, condition);
}

/** A page of a document's activities, for a read that checks the document is the organization's. */
export function selectActivities(db: Database, organizationId: string, documentId: string, { pageIndex, pageSize }: Page) {
  // Named apart: a batch's rows come keyed by column name.
  return db
    .select({
      id: documentActivities.id,
      documentId: documentActivities.documentId,
      event: documentActivities.event,
      eventData: documentActivities.eventData,
      createdAt: documentActivities.createdAt,
      userId: documentActivities.userId,
      tag: {
        id: sql<string | null>`${tagIdOf(documentActivities.tagId)}`.as('tag_id'),
        name: sql<string | null>`${tagNameOf(documentActivities.tagId)}`.as('tag_name'),
        color: sql<string | null>`${tagColorOf(documentActivities.tagId)}`.as('tag_color'),
      },
    })
    .from(documentActivities)
    .where(and(eq(documentActivities.documentId, documentId), eq(documentActivities.organizationId, organizationId)))
    .orderBy(desc(documentActivities.createdAt), desc(documentActivities.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
}

/** The address the intake email that brought a document came from (its `created` activity), as a subquery; null for any other. */
export const receivedFromOf = (documentId: SQL) =>
  sql<
    string | null
  >`(SELECT json_extract(a.event_data, '$.receivedFrom') FROM ${documentActivities} a WHERE a.document_id = ${documentId} AND a.event = 'created' LIMIT 1)`;

/** The address an intake email that brought each document came from, by document (read from its `created` activity). */
export function readReceivedFrom(db: Database, organizationId: string, documentIds: string[]) {
  const created = db
    .select({ documentId: documentActivities.documentId, eventData: documentActivities.eventData })
    .from(documentActivities)
    .where(
      and(
        eq(documentActivities.organizationId, organizationId),
        inArray(documentActivities.documentId, idsIn(documentIds)),
        eq(documentActivities.event, 'created'),
      ),
    );
  return batchedRead(
    [created],
    ([rows]) => new Map(rows.map(({ documentId, eventData }) => [documentId, eventData?.receivedFrom ?? null])),
  );
}

/** Every activity of these documents, oldest first, by document: who (by id) and which tag by name. */
export async function findActivitiesOfDocuments(db: Database, organizationId: string, documentIds: string[]) {
  const rows = await db
    .select({
      documentId: documentActivities.documentId,
      event: documentActivities.event,
      createdAt: documentActivities.createdAt,
      userId: documentActivities.userId,
      tagId: documentActivities.tagId,
      tagName: tagNameOf(documentActivities.tagId),
      eventData: documentActivities.eventData,
    })
    .from(documentActivities)
    .where(and(eq(documentActivities.organizationId, organizationId), inArray(documentActivities.documentId, idsIn(documentIds))))
    .orderBy(asc(documentActivities.createdAt), asc(documentActivities.id));
  const byDocument = new Map<string, typeof rows>();
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  return byDocument;
}

/**
 * A document's history as an export of ours gave it, for the batch that brings the document back: each
 * event at its time, by its member here (or none). One statement whatever their number: the rows go as
 * one JSON parameter (D1 binds at most 100).
 */
export function importedActivitiesInsert(
  db: Database,
  {
    organizationId,
    documentId,
    activities,
  }: {
    organizationId: string;
    documentId: string;
    activities: {
      event: DocumentActivityEvent;
      eventData: DocumentActivityData | null;
      userId: string | null;
      tagId: string | null;
      createdAt: Date;
    }[];
  },
) {
  const rows = JSON.stringify(
    activities.map(({ eventData, createdAt, ...activity }) => ({
      ...activity,
      id: generateId('act'),
      eventData: eventData && JSON.stringify(eventData),
      createdAt: createdAt.getTime(),
    })),
  );
  const field = (name: string) => sql`json_extract(value, ${`$.${name}`})`;
  // In the table's column order: id, organization_id, document_id, event, event_data, user_id, tag_id, created_at.
  return db
    .insert(documentActivities)
    .select(
      sql`SELECT ${field('id')}, ${organizationId}, ${documentId}, ${field('event')}, ${field('eventData')}, ${field('userId')}, ${field('tagId')}, ${field('createdAt')} FROM json_each(${rows})`,
    );
}

/** The document an activity is about, and the tag a 'tagged' or 'untagged' one names. */
export type ActivityTarget = { documentId: string; tagId?: string };

/**
 * One activity per target for which `condition` (on its document's and tag's ids) holds when the
 * statement runs: batched before the change it records, it is judged on the state before, as for one document.
 */
export function insertActivitiesIf(
  db: Database,
  {
    organizationId,
    event,
    userId,
    eventData = null,
    targets,
  }: {
    organizationId: string;
    event: DocumentActivityEvent;
    userId: string | null;
    eventData?: DocumentActivityData | null;
    targets: ActivityTarget[];
  },
  condition: (target: { documentId: SQL; tagId: SQL }) => SQL,
) {
  const rows = JSON.stringify(targets.map(({ documentId, tagId = null }) => ({ id: generateId('act'), documentId, tagId })));
  const documentId = sql`json_extract(value, '$.documentId')`;
  const tagId = sql`json_extract(value, '$.tagId')`;
  // In the table's column order: id, organization_id, document_id, event, event_data, user_id, tag_id, created_at.
  return db
    .insert(documentActivities)
    .select(
      sql`SELECT json_extract(value, '$.id'), ${organizationId}, ${documentId}, ${event}, ${eventData && JSON.stringify(eventData)}, ${userId}, ${tagId}, ${Date.now()} FROM json_each(${rows}) WHERE ${condition({ documentId, tagId })}`,
    );
}

/**
 * The 'workflow_ran' activities of runs (of a workflow over many documents, or of a chain's workflows)
 * as one statement, each written only if `condition` holds for its run when the statement runs (the run went in).
 */
export function workflowRanActivitiesInsert(
  db: Database,
  {
    organizationId,
    runs,
  }: {
    organizationId: string;
    runs: { runId: string; documentId: string; status: 'succeeded' | 'failed'; workflow: { id: string; name: string } }[];
  },
  condition: (runId: SQL) => SQL,
) {
  const rows = JSON.stringify(
    runs.map(({ workflow, ...run }) => ({ id: generateId('act'), ...run, workflowId: workflow.id, workflowName: workflow.name })),
  );
  const field = (name: string) => sql.raw(`json_extract(value, '$.${name}')`);
  const eventData = sql`json_object('workflow', json_object('id', ${field('workflowId')}, 'name', ${field('workflowName')}, 'runId', ${field('runId')}, 'status', ${field('status')}))`;
  // In the table's column order: id, organization_id, document_id, event, event_data, user_id, tag_id, created_at.
  return db
    .insert(documentActivities)
    .select(
      sql`SELECT ${field('id')}, ${organizationId}, ${field('documentId')}, 'workflow_ran', ${eventData}, NULL, NULL, ${Date.now()} FROM json_each(${rows}) WHERE ${condition(field('runId'))}`,
    );
}
