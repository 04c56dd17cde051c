/**
 * The ApiClient contract answered from the browser's IndexedDB: the demo. Input goes through the same zod
 * schemas as the Worker's routes and failures are the same errors (core/), so a form shows the same
 * message in both; what a browser cannot do (send invitations, open a billing portal) answers
 * 501 demo.not_available as the spec says. Each domain answers in a file of its own, on the context
 * they share (demo-client-context.ts).
 */
import type { ApiClient } from '@/api/api-client';
import type { Config } from '@/api/types';
import { PRODUCT_VERSION } from '../../../../core/product';
import type { DemoDatabase } from './demo-database';
import { DEFAULT_PAGE_EDIT_LIMITS } from '../../../../core/pages/page-edit-limits';
import { answer, createDemoClientContext, notAvailable, type DemoClientContext } from './demo-client-context';
import type { DemoPagesContext } from './demo-pages';
import type { RunPageOperation } from '../pages/page-operations';
import { demoAuthApi, demoUsersApi } from './demo-auth';
import { demoInvitationsApi, demoMembersApi, demoOrganizationsApi } from './demo-organizations';
import { demoApiKeysApi } from './demo-api-keys';
import { DEMO_MAX_UPLOAD_SIZE, demoDocumentsApi, type DemoDocumentsOptions } from './demo-documents';
import { demoPropertiesApi, demoShareLinksApi, demoSuggestionsApi } from './demo-share-links-and-properties';
import { demoTagsApi } from './demo-tags';
import { demoTaggingRulesApi } from './demo-tagging-rules';
import { demoWebhooksApi } from './demo-webhooks';
import { demoIntakeEmailsApi } from './demo-intake-emails';

type DemoApiClientOptions = DemoDocumentsOptions & {
  database: DemoDatabase;
  /** Where page operations run: the editor's Web Worker unless given (tests run them in place). */
  runPageOperation?: RunPageOperation;
  /** Where the demo is served, the config's baseUrl. */
  baseUrl: string;
};

export function createDemoApiClient({ database, baseUrl, runPageOperation, ...documentsOptions }: DemoApiClientOptions): ApiClient {
  const context = createDemoClientContext(database);
  return {
    getConfig: () => answer(async () => ({ config: demoConfig(baseUrl) })),
    auth: demoAuthApi(context),
    users: demoUsersApi(context),
    organizations: demoOrganizationsApi(context),
    members: demoMembersApi(context),
    invitations: demoInvitationsApi,
    apiKeys: demoApiKeysApi(context),
    documents: demoDocumentsApi(context, documentsOptions),
    shareLinks: demoShareLinksApi(context),
    properties: demoPropertiesApi(context),
    suggestions: demoSuggestionsApi(context),
    views: lazyViewsApi(context),
    versions: lazyVersionsApi({ ...context, ...documentsOptions }),
    pages: lazyPagesApi({ ...context, ...documentsOptions, runPageOperation }),
    notes: lazyNotesApi(context),
    tags: demoTagsApi(context),
    taggingRules: demoTaggingRulesApi(context),
    webhooks: demoWebhooksApi(context),
    intakeEmails: demoIntakeEmailsApi(context),
    workflows: demoWorkflowsApi,
    imports: demoImportsApi,
  };
}

/** An export is uploaded to the server and imported by its jobs: every call answers 501 demo.not_available, and the settings say so. */
const demoImportsApi: ApiClient['imports'] = {
  create: notAvailable,
  uploadPart: notAvailable,
  completeUpload: notAvailable,
  get: notAvailable,
  getReport: notAvailable,
  list: notAvailable,
  start: notAvailable,
  startAll: notAvailable,
  delete: notAvailable,
};

/** Workflows run in the Worker (its queue, its cron): every call answers 501 demo.not_available, and their pages say so. */
const demoWorkflowsApi: ApiClient['workflows'] = {
  list: notAvailable,
  get: notAvailable,
  create: notAvailable,
  update: notAvailable,
  delete: notAvailable,
  reorder: notAvailable,
  try: notAvailable,
  listDue: notAvailable,
  run: notAvailable,
  listRuns: notAvailable,
  retryRun: notAvailable,
};

const demoViews = () => import('./demo-views');

function lazyViewsApi(context: DemoClientContext): ApiClient['views'] {
  const { database, requireOrganization } = context;
  return {
    list: (organizationId) =>
      answer(async () => {
        await requireOrganization(organizationId);
        // Most workspaces have none: their navigation then loads no views code.
        if ((await database.countFromIndex('views', 'organizationId', organizationId)) === 0) return { views: [] };
        return (await demoViews()).listViews(context, organizationId);
      }),
    create: (organizationId, input) => answer(async () => (await demoViews()).createView(context, organizationId, input)),
    update: (organizationId, viewId, input) => answer(async () => (await demoViews()).updateView(context, organizationId, viewId, input)),
    delete: (organizationId, viewId) => answer(async () => (await demoViews()).deleteView(context, organizationId, viewId)),
    reorder: (organizationId, viewIds) => answer(async () => (await demoViews()).reorderViews(context, organizationId, viewIds)),
  };
}

const demoNotes = () => import('./demo-notes');

function lazyNotesApi(context: DemoClientContext): ApiClient['notes'] {
  return {
    list: (organizationId, documentId) => answer(async () => (await demoNotes()).listNotes(context, organizationId, documentId)),
    create: (organizationId, documentId, input) =>
      answer(async () => (await demoNotes()).createNote(context, organizationId, documentId, input)),
    update: (organizationId, documentId, noteId, input) =>
      answer(async () => (await demoNotes()).updateNote(context, organizationId, documentId, noteId, input)),
    delete: (organizationId, documentId, noteId) =>
      answer(async () => (await demoNotes()).deleteNote(context, organizationId, documentId, noteId)),
  };
}

const demoVersions = () => import('./demo-versions');

function lazyVersionsApi(context: DemoClientContext & DemoDocumentsOptions): ApiClient['versions'] {
  const versions = async () => (await demoVersions()).demoVersionsApi(context);
  return {
    list: (organizationId, documentId) => answer(async () => (await versions()).list(organizationId, documentId)),
    upload: (organizationId, documentId, file, options) =>
      answer(async () => (await versions()).upload(organizationId, documentId, file, options)),
    fileUrl: (organizationId, documentId, versionId, options) =>
      answer(async () => (await versions()).fileUrl(organizationId, documentId, versionId, options)),
    updateLabel: (organizationId, documentId, versionId, label) =>
      answer(async () => (await versions()).updateLabel(organizationId, documentId, versionId, label)),
    restore: (organizationId, documentId, versionId, input) =>
      answer(async () => (await versions()).restore(organizationId, documentId, versionId, input)),
    delete: (organizationId, documentId, versionId) => answer(async () => (await versions()).delete(organizationId, documentId, versionId)),
  };
}

const demoPages = () => import('./demo-pages');

/** The page editor's code (and its Web Worker's) loads with the first pages call. */
function lazyPagesApi(context: DemoPagesContext): ApiClient['pages'] {
  const pages = async () => (await demoPages()).demoPagesApi(context);
  return {
    list: (organizationId, documentId, versionId) => answer(async () => (await pages()).list(organizationId, documentId, versionId)),
    imageUrl: (organizationId, documentId, versionId, pageNumber) =>
      answer(async () => (await pages()).imageUrl(organizationId, documentId, versionId, pageNumber)),
    edit: (organizationId, documentId, input) => answer(async () => (await pages()).edit(organizationId, documentId, input)),
    split: (organizationId, documentId, input) => answer(async () => (await pages()).split(organizationId, documentId, input)),
    merge: (organizationId, input) => answer(async () => (await pages()).merge(organizationId, input)),
  };
}

/** The demo's answer to GET /api/config: the server's defaults, with isDemoMode on and nothing the browser cannot do. */
function demoConfig(baseUrl: string): Config {
  return {
    version: PRODUCT_VERSION,
    baseUrl,
    isDemoMode: true,
    auth: {
      isRegistrationEnabled: false,
      isPasswordResetEnabled: false,
      isEmailVerificationRequired: false,
      showLegalLinksOnAuthPage: false,
      legalLinks: null,
      providers: { email: { isEnabled: false }, github: { isEnabled: false }, google: { isEnabled: false }, customs: [] },
    },
    documentsStorage: { maxUploadSize: DEMO_MAX_UPLOAD_SIZE },
    documents: { deletedDocumentsRetentionDays: 30 },
    documentsPageEdit: { ...DEFAULT_PAGE_EDIT_LIMITS },
    intakeEmails: { isEnabled: true },
    isSubscriptionsEnabled: false,
    analytics: { isEnabled: false, apiKey: null, host: null },
    links: { repositoryUrl: null, socialUrl: null, releaseUrl: null },
  };
}
