import { combinedRead, runBatchedRead } from '../../platform/db/batched-read';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { findDocumentDetails, readNextArchiveSerialNumber } from '../documents/documents.repository';
import { readReceivedFrom } from '../documents/activities/activities.repository';
import { listProperties, type PropertyRow } from '../properties/properties.repository';
import { listTagNames } from '../tags/tags.repository';
import { documentMatchesSearch } from '../documents/search/search.service';
import { meetsConditions } from '../../../core/workflows/workflow-conditions';
import { dayOf } from '../../../core/workflows/workflow-schedule';
import type { WorkflowDocument } from '../../../core/workflows/workflow-document';
import type { PlanContext } from '../../../core/workflows/workflow-plan';
import type { WorkflowConditions } from '../../../core/workflows/workflows.schemas';

export type WorkflowDocumentsRead = {
  documents: WorkflowDocument[];
  contextOf: (documentId: string) => PlanContext;
  tagNameOf: PlanContext['tagNameOf'];
  properties: PropertyRow[];
};

/**
 * Documents as workflows see them, with what their plans need, in one batch whatever their number;
 * those not the organization's are left out. Also the organization's properties, which a run over many
 * documents writes. Each document's plan has its context: its page's link, and what all share.
 */
export async function readWorkflowDocuments(
  deps: OrganizationDependencies,
  { organizationId, documentIds, now = new Date() }: { organizationId: string; documentIds: string[]; now?: Date },
): Promise<WorkflowDocumentsRead> {
  const { organizationDb: db, settings } = deps;
  const [details, properties, senders, tags, nextArchiveSerialNumber] = await runBatchedRead(
    db,
    combinedRead(
      findDocumentDetails(db, organizationId, documentIds),
      listProperties(db, organizationId),
      readReceivedFrom(db, organizationId, documentIds),
      listTagNames(db, organizationId),
      readNextArchiveSerialNumber(db, organizationId),
    ),
  );
  const documents = details.map(
    ({ document: row, tags: documentTags, properties: values }): WorkflowDocument => ({
      id: row.id,
      name: row.name,
      originalName: row.originalName,
      content: row.content,
      documentDate: row.documentDate,
      created: dayOf(row.createdAt),
      archiveSerialNumber: row.archiveSerialNumber,
      source: row.source,
      sender: senders.get(row.id) ?? null,
      isDeleted: row.deletedAt !== null,
      tags: documentTags.map(({ id, name }) => ({ id, name })),
      properties: properties.map(({ id, name, type, options }) => ({ propertyId: id, name, type, options, value: values[id] ?? null })),
    }),
  );
  const tagNames = new Map(tags.map(({ id, name }) => [id, name]));
  const tagNameOf = (id: string) => tagNames.get(id);
  const baseUrl = settings.APP_BASE_URL?.replace(/\/+$/, '');
  return {
    documents,
    properties,
    tagNameOf,
    contextOf: (documentId) => ({
      today: dayOf(now),
      link: baseUrl ? `${baseUrl}/organizations/${organizationId}/documents/${documentId}` : null,
      tagNameOf,
      nextArchiveSerialNumber,
      textMaxLength: settings.PROPERTIES_TEXT_MAX_LENGTH,
    }),
  };
}

/** One document as workflows see it, with its plan's context; undefined when it is not the organization's. */
export async function readWorkflowDocument(
  deps: OrganizationDependencies,
  { organizationId, documentId, now }: { organizationId: string; documentId: string; now?: Date },
): Promise<{ document: WorkflowDocument; context: PlanContext } | undefined> {
  const { documents, contextOf } = await readWorkflowDocuments(deps, { organizationId, documentIds: [documentId], now });
  const [document] = documents;
  return document && { document, context: contextOf(document.id) };
}

/** The conditions judged on the document, its search query run by the search when there is one. */
export async function documentMeetsConditions(
  deps: OrganizationDependencies,
  { organizationId, conditions, document }: { organizationId: string; conditions: WorkflowConditions; document: WorkflowDocument },
) {
  const matchesQuery = conditions.query
    ? await documentMatchesSearch(deps, { organizationId, documentId: document.id, searchQuery: conditions.query, limit: 100_000 })
    : true;
  return meetsConditions(conditions, document, { matchesQuery });
}
