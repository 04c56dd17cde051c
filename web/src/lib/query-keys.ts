import type { DocumentsSortQuery, DocumentsTagQuery, Page } from '@/api/types';

/**
 * Every TanStack Query key of the app, in one place: the cache is shared by the features, and one
 * feature's change refreshes another's data by key prefix (a tag's deletion refreshes the documents)
 * without importing that feature.
 */

export const SESSION_QUERY_KEY = ['session'] as const;

/** The server's public settings: not the user's, so kept on logout. */
export const CONFIG_QUERY_KEY = ['config'] as const;

/** GET /api/users/me: the signed-in user. */
export const CURRENT_USER_QUERY_KEY = ['users', 'me'] as const;

export const organizationsQueryKeys = {
  list: ['organizations'] as const,
  detail: (organizationId: string) => ['organizations', organizationId] as const,
  membership: (organizationId: string) => ['organizations', organizationId, 'membership'] as const,
  members: (organizationId: string) => ['organizations', organizationId, 'members'] as const,
  invitations: (organizationId: string) => ['organizations', organizationId, 'invitations'] as const,
  exports: (organizationId: string) => ['organizations', organizationId, 'exports'] as const,
  operatorActions: (organizationId: string) => ['organizations', organizationId, 'operator-actions'] as const,
  imports: (organizationId: string) => ['organizations', organizationId, 'imports'] as const,
  /** The imports one dialog follows: one, or the parts of an export chosen together. */
  importBatch: (organizationId: string, importIds: readonly string[]) =>
    ['organizations', organizationId, 'imports', 'batch', ...importIds] as const,
  importReport: (organizationId: string, importId: string) => ['organizations', organizationId, 'imports', importId, 'report'] as const,
};

/** The signed-in user's own invitations and their pending count. */
export const myInvitationsQueryKeys = {
  all: ['invitations'] as const,
  list: ['invitations', 'list'] as const,
  count: ['invitations', 'count'] as const,
};

/** The signed-in user's API keys. */
export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

export type DocumentsListParams = Page & DocumentsSortQuery & DocumentsTagQuery;
export type DocumentsSearchParams = Page & DocumentsSortQuery & DocumentsTagQuery & { searchQuery: string };

/**
 * Every documents key starts with ['organizations', organizationId, 'documents'], so invalidating
 * `documentsQueryKeys.all(organizationId)` refreshes lists, searches, trash, details, activity and
 * statistics.
 */
export const documentsQueryKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'documents'] as const,
  list: (organizationId: string, params: DocumentsListParams) => [...documentsQueryKeys.all(organizationId), 'list', params] as const,
  search: (organizationId: string, params: DocumentsSearchParams) => [...documentsQueryKeys.all(organizationId), 'search', params] as const,
  deleted: (organizationId: string, params: Page & DocumentsSortQuery) =>
    [...documentsQueryKeys.all(organizationId), 'deleted', params] as const,
  detail: (organizationId: string, documentId: string) => [...documentsQueryKeys.all(organizationId), 'detail', documentId] as const,
  /** How many documents a saved view shows: under the documents prefix, so every change of documents refreshes it. */
  viewCount: (organizationId: string, viewId: string, params: unknown) =>
    [...documentsQueryKeys.all(organizationId), 'view-count', viewId, params] as const,
  activity: (organizationId: string, documentId: string) => [...documentsQueryKeys.detail(organizationId, documentId), 'activity'] as const,
  notes: (organizationId: string, documentId: string) => [...documentsQueryKeys.detail(organizationId, documentId), 'notes'] as const,
  /** What the organization's model suggests for the document: under its detail, so each change of the document asks again. */
  suggestions: (organizationId: string, documentId: string) =>
    [...documentsQueryKeys.detail(organizationId, documentId), 'suggestions'] as const,
  versions: (organizationId: string, documentId: string) => [...documentsQueryKeys.detail(organizationId, documentId), 'versions'] as const,
  /** A version's pages: fixed for a version, whose file never changes. */
  versionPages: (organizationId: string, documentId: string, versionId: string) =>
    ['document-version-pages', organizationId, documentId, versionId] as const,
  statistics: (organizationId: string) => [...documentsQueryKeys.all(organizationId), 'statistics'] as const,
  /** Under the documents prefix: a number set anywhere changes it. */
  nextArchiveSerialNumber: (organizationId: string) => [...documentsQueryKeys.all(organizationId), 'next-archive-serial-number'] as const,
  /**
   * The current version's bytes, for previews. Kept outside the documents prefix on purpose: a rename or a
   * content edit must not download them again; a new current version is a new key.
   */
  file: (organizationId: string, documentId: string, versionId: string) =>
    ['document-files', organizationId, documentId, versionId] as const,
  /** Where the file or the thumbnail is (ApiClient.fileUrl, thumbnailUrl): fixed for a file, new for a new thumbnail. */
  fileUrl: (organizationId: string, documentId: string, variant: string) =>
    [...documentsQueryKeys.fileUrls(organizationId, documentId), variant] as const,
  /** Every URL of a document's files (its own, its versions', its thumbnails'): a new current version refreshes them. */
  fileUrls: (organizationId: string, documentId: string) => ['document-file-urls', organizationId, documentId] as const,
};

/** The signed-in user's bulk actions that run in the background: their panel. */
/** The organization's custom properties (settings and every document's Info tab). */
export const propertiesQueryKey = (organizationId: string) => ['organizations', organizationId, 'properties'] as const;

/** The organization's saved views (the navigation and the documents page). */
/** Share links: every one of the organization, and those of one document under it. */
export const shareLinksQueryKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'share-links'] as const,
  ofDocument: (organizationId: string, documentId: string) =>
    ['organizations', organizationId, 'share-links', 'document', documentId] as const,
};

export const savedViewsQueryKey = (organizationId: string) => ['organizations', organizationId, 'views'] as const;

/** A document shared by link, as a stranger opens it at /share/{token}. */
export const sharedDocumentQueryKey = (token: string) => ['shared-document', token] as const;

export const bulkJobsQueryKey = (organizationId: string) => ['organizations', organizationId, 'bulk-jobs'] as const;

/** The organization's tags (each with its documentsCount); invalidating it refreshes anything added below it. */
export const tagsQueryKey = (organizationId: string) => ['organizations', organizationId, 'tags'] as const;

/**
 * Every tagging-rules key starts with ['organizations', organizationId, 'tagging-rules'], so
 * invalidating `taggingRulesQueryKeys.all(organizationId)` refreshes the list, details and runs.
 */
export const taggingRulesQueryKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'tagging-rules'] as const,
  detail: (organizationId: string, taggingRuleId: string) => [...taggingRulesQueryKeys.all(organizationId), taggingRuleId] as const,
  latestRun: (organizationId: string, taggingRuleId: string) =>
    [...taggingRulesQueryKeys.detail(organizationId, taggingRuleId), 'run'] as const,
};

/**
 * Every webhooks key starts with ['organizations', organizationId, 'webhooks'], so invalidating
 * `webhooksQueryKeys.all(organizationId)` refreshes the list, details and deliveries.
 */
export const webhooksQueryKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'webhooks'] as const,
  detail: (organizationId: string, webhookId: string) => [...webhooksQueryKeys.all(organizationId), webhookId] as const,
  deliveries: (organizationId: string, webhookId: string, page: Page) =>
    [...webhooksQueryKeys.detail(organizationId, webhookId), 'deliveries', page] as const,
};

/**
 * Every workflows key starts with ['organizations', organizationId, 'workflows'], so invalidating
 * `workflowsQueryKeys.all(organizationId)` refreshes the list, details, due lists and run logs.
 */
export const workflowsQueryKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'workflows'] as const,
  detail: (organizationId: string, workflowId: string) => [...workflowsQueryKeys.all(organizationId), workflowId] as const,
  due: (organizationId: string, workflowId: string) => [...workflowsQueryKeys.detail(organizationId, workflowId), 'due'] as const,
  runs: (organizationId: string, query: object) => [...workflowsQueryKeys.all(organizationId), 'runs', query] as const,
};

/**
 * Every intake-emails key starts with ['organizations', organizationId, 'intake-emails'], so
 * invalidating `intakeEmailsQueryKeys.all(organizationId)` refreshes the list and every address's log.
 */
export const intakeEmailsQueryKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'intake-emails'] as const,
  /** The list is the bare prefix; under each address's id, its log. */
  detail: (organizationId: string, intakeEmailId: string) => [...intakeEmailsQueryKeys.all(organizationId), intakeEmailId] as const,
  messages: (organizationId: string, intakeEmailId: string, page: Page) =>
    [...intakeEmailsQueryKeys.detail(organizationId, intakeEmailId), 'messages', page] as const,
};

/**
 * The operator's console (web/src/admin): every key starts with ['admin'], so an operator's action
 * refreshes its lists (users, organizations, the audit log) at once.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  list: (resource: 'users' | 'organizations' | 'entries' | 'failures', search: string) => ['admin', resource, search] as const,
  health: ['admin', 'health'] as const,
  numbers: ['admin', 'numbers'] as const,
};
