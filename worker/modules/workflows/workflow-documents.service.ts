import { combinedRead, runBatchedRead } from '../../platform/db/batched-read';
import type { OrganizationDependencies } from '../../platform/dependencies';
import { findDocumentDetail, readNextArchiveSerialNumber } from '../documents/documents.repository';
import { readReceivedFrom } from '../documents/activities/activities.repository';
import { listProperties } from '../properties/properties.repository';
import { listTagNames } from '../tags/tags.repository';
import { documentMatchesSearch } from '../documents/search/search.service';
import { meetsConditions } from '../../../core/workflows/workflow-conditions';
import { dayOf } from '../../../core/workflows/workflow-schedule';
import type { WorkflowDocument } from '../../../core/workflows/workflow-document';
import type { PlanContext } from '../../../core/workflows/workflow-plan';
import type { WorkflowConditions } from '../../../core/workflows/workflows.schemas';

/** The document as workflows see it, with what their plans need; undefined when it is not the organization's. */
export async function readWorkflowDocument(
  deps: OrganizationDependencies,
  { organizationId, documentId, now = new Date() }: { organizationId: string; documentId: string; now?: Date },
): Promise<{ document: WorkflowDocument; context: PlanContext } | undefined> {
  const { organizationDb: db, settings } = deps;
  const [detail, properties, sender, tags, nextArchiveSerialNumber] = await runBatchedRead(
    db,
    combinedRead(
      findDocumentDetail(db, organizationId, documentId),
      listProperties(db, organizationId),
      readReceivedFrom(db, organizationId, documentId),
      listTagNames(db, organizationId),
      readNextArchiveSerialNumber(db, organizationId),
    ),
  );
  if (!detail) return undefined;
  const { document: row } = detail;
  const document: WorkflowDocument = {
    id: row.id,
    name: row.name,
    originalName: row.originalName,
    content: row.content,
    documentDate: row.documentDate,
    created: dayOf(row.createdAt),
    archiveSerialNumber: row.archiveSerialNumber,
    source: row.source,
    sender,
    isDeleted: row.deletedAt !== null,
    tags: detail.tags.map(({ id, name }) => ({ id, name })),
    properties: properties.map(({ id, name, type, options }) => ({
      propertyId: id,
      name,
      type,
      options,
      value: detail.properties[id] ?? null,
    })),
  };
  const tagNames = new Map(tags.map(({ id, name }) => [id, name]));
  const baseUrl = settings.APP_BASE_URL?.replace(/\/+$/, '');
  return {
    document,
    context: {
      today: dayOf(now),
      link: baseUrl ? `${baseUrl}/organizations/${organizationId}/documents/${documentId}` : null,
      tagNameOf: (id) => tagNames.get(id),
      nextArchiveSerialNumber,
      textMaxLength: settings.PROPERTIES_TEXT_MAX_LENGTH,
    },
  };
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
