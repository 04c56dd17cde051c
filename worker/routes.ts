import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './platform/context';
import { ANALYTICS_RELAY_PATH } from '../core/analytics/analytics-relay';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { authRoutes } from './modules/auth/auth.routes';
import {
  bulkActionsRoutes,
  bulkDownloadsRoutes,
  bulkJobsRoutes,
  exportFormatRoutes,
  exportsRoutes,
} from './modules/bulk-jobs/bulk-jobs.routes';
import { configRoutes } from './modules/config/config.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { intakeEmailsRoutes } from './modules/intake-emails/intake-emails.routes';
import { invitationsOfOrganizationRoutes, invitationsRoutes } from './modules/invitations/invitations.routes';
import { membersRoutes } from './modules/members/members.routes';
import { notesRoutes } from './modules/documents/notes/notes.routes';
import { documentVersionsRoutes } from './modules/documents/versions/document-versions.routes';
import { pageEditsRoutes } from './modules/documents/page-editor/page-edits.routes';
import { mergeRoutes, splitRoutes } from './modules/documents/page-editor/page-documents.routes';
import { operatorRoutes } from './modules/operator/operator.routes';
import { adminRoutes, organizationOperatorActionsRoutes } from './modules/admin/admin.routes';
import { requireOperatorConsole } from './modules/admin/admin.middleware';
import { requireOperator } from './modules/operator/operator.middleware';
import { organizationMoveRoutes } from './modules/organization-moves/organization-moves.routes';
import { requireOrganizationMember, type OrganizationEnv } from './modules/access/organization-member.middleware';
import { requireUser, requireUserOrApiKey } from './modules/access/callers.middleware';
import { organizationRoutes, organizationsRoutes } from './modules/organizations/organizations.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { documentPropertiesRoutes } from './modules/documents/document-properties.routes';
import { savedViewsRoutes } from './modules/saved-views/saved-views.routes';
import { documentShareLinksRoutes, organizationShareLinksRoutes, publicShareRoutes } from './modules/share-links/share-links.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { languageModelRoutes, suggestionsRoutes } from './modules/suggestions/suggestions.routes';
import { taggingRulesRoutes } from './modules/tagging-rules/tagging-rules.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { documentTagsRoutes } from './modules/documents/document-tags.routes';
import { usersRoutes } from './modules/users/users.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { workflowRunsRoutes, workflowsRoutes } from './modules/workflows/workflows.routes';

// Where every module's routes are mounted: the API's map, in one place, so that no module imports another to
// mount it. Where a fixed segment and a parameter meet, the fixed one is mounted first.

/** Behind `guard`: every route of `routes` lets in only the callers it accepts (the OpenAPI document tells which). */
const guarded = (guard: MiddlewareHandler<AppEnv>, routes: Hono<AppEnv>) => new Hono<AppEnv>().use(guard).route('/', routes);

/** /api/organizations/:organizationId/…: a member's routes, each declaring its action in the permission table. */
const organizationMemberRoutes = new Hono<OrganizationEnv>()
  .use(requireOrganizationMember)
  .route('/', organizationRoutes)
  // Before '/members', whose '/:memberId' would take 'invitations' for an id.
  .route('/members/invitations', invitationsOfOrganizationRoutes)
  .route('/members', membersRoutes)
  .route('/documents/:documentId/tags', documentTagsRoutes)
  .route('/documents/:documentId/notes', notesRoutes)
  .route('/documents/:documentId/versions', documentVersionsRoutes)
  .route('/documents/:documentId/pages', pageEditsRoutes)
  .route('/documents/:documentId/split', splitRoutes)
  .route('/documents/:documentId/properties', documentPropertiesRoutes)
  .route('/documents/:documentId/share-links', documentShareLinksRoutes)
  .route('/documents/:documentId/suggestions', suggestionsRoutes)
  .route('/suggestions/language-model', languageModelRoutes)
  // Before '/documents', whose '/:documentId' would take 'bulk' for an id, and merge before the other bulk actions.
  .route('/documents/bulk/merge', mergeRoutes)
  .route('/documents/bulk', bulkActionsRoutes)
  .route('/documents/bulk-jobs', bulkJobsRoutes)
  .route('/documents/bulk-downloads', bulkDownloadsRoutes)
  .route('/documents', documentsRoutes)
  .route('/tags', tagsRoutes)
  .route('/tagging-rules', taggingRulesRoutes)
  .route('/workflows', workflowsRoutes)
  .route('/workflow-runs', workflowRunsRoutes)
  .route('/webhooks', webhooksRoutes)
  .route('/intake-emails', intakeEmailsRoutes)
  .route('/exports', exportsRoutes)
  .route('/imports', importsRoutes)
  .route('/views', savedViewsRoutes)
  .route('/properties', propertiesRoutes)
  .route('/share-links', organizationShareLinksRoutes)
  .route('/operator-actions', organizationOperatorActionsRoutes)
  .route('/', subscriptionsRoutes);

/** /api/operator/…: the deployment's operator only (OPERATOR_SECRET), for npm run org:move and thumbnails:backfill. */
const operatorOnlyRoutes = guarded(
  requireOperator,
  new Hono<AppEnv>().route('/organizations', organizationMoveRoutes).route('/', operatorRoutes),
);

/** Every API route, mounted on the app at its path. */
export function mountApiRoutes(app: Hono<AppEnv>) {
  app.route('/api/auth', authRoutes);
  app.route('/api/config', configRoutes);
  app.route('/api/export-format', exportFormatRoutes());
  app.route('/api/users', guarded(requireUser, usersRoutes));
  // Listing takes an API key (it answers the organizations the key reaches); creating needs a person.
  app.route('/api/organizations', new Hono<AppEnv>().get('/', requireUserOrApiKey).post('/', requireUser).route('/', organizationsRoutes));
  app.route('/api/organizations/:organizationId', organizationMemberRoutes);
  app.route('/api/invitations', guarded(requireUser, invitationsRoutes));
  app.route('/api/api-keys', guarded(requireUser, apiKeysRoutes));
  app.route('/api/dev', devRoutes);
  app.route('/api/operator', operatorOnlyRoutes);
  // The operator's console: to anyone but an operator (APP_OPERATOR_EMAILS), a 404 like any missing route.
  app.route('/api/admin', guarded(requireOperatorConsole, adminRoutes));
  app.route('/api/share', publicShareRoutes);
  app.route(ANALYTICS_RELAY_PATH, analyticsRoutes);
}
