import { matchRoutes, Navigate, Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import { AnalyticsTracker } from './layout/analytics-tracker';
import { RouteTitle, type PageTitleHandle } from './layout/page-title';
import { PrivateRoute, PublicOnlyRoute } from './auth/route-guards';
import { isSignInPath } from './auth/sign-in-paths';
import { sessionQueryOptions } from './auth/use-session';
import { ConfigProvider, configQueryOptions } from './config/config-provider';
import { prefetchDocumentsPage } from './documents/pages/documents-page-prefetch';
import { loadAppMessages, loadSettingsMessages, loadSignInMessages, loadWorkflowsMessages } from './i18n/i18n';
import { prefetch, type RouteContext, type RoutePrefetch } from './lib/route-prefetch';
import { ShellSkeleton } from './layout/shell-skeleton';
import { isOrganizationId } from './organizations/organization-id';
import { OrganizationLayout } from './organizations/organization-layout';
import { membershipQueryOptions, organizationQueryOptions, organizationsQueryOptions } from './organizations/organizations.queries';
import { RootRedirect } from './layout/root-redirect';

/** The first screen while the matched routes' chunks load: the shell's frame, except on the sign-in pages. */
function StartupFallback() {
  return isSignInPath(window.location.pathname) ? null : <ShellSkeleton />;
}

/** The pages past sign-in draw once the app part of the locale is there (web/src/i18n/locale-parts.ts). */
const appMessagesLoader: LoaderFunction = () => loadAppMessages().then(() => null);

/** A settings or management page: its chunk and the settings part of the locale, together. */
/** The sign-in pages' layout, with their texts (the sign-in part of the locale). */
const authLayout = () =>
  Promise.all([import('./auth/auth-layout'), loadSignInMessages()]).then(([{ AuthLayout }]) => ({ Component: AuthLayout }));

const withSettingsMessages =
  <Route,>(load: () => Promise<Route>) =>
  () =>
    Promise.all([load(), loadSettingsMessages()]).then(([route]) => route);

/** A workflows page: its chunk and the workflows' part of the locale (the builder's also the settings part, for the tagging rules' conditions it shares). */
const withWorkflowsMessages =
  <Route,>(load: () => Promise<Route>) =>
  () =>
    Promise.all([load(), loadWorkflowsMessages()]).then(([route]) => route);

/** The operator's console's sections, by path: each its own chunk. */
const CONSOLE_SECTIONS = {
  users: () => import('./admin/pages/admin-users-page'),
  organizations: () => import('./admin/pages/admin-organizations-page'),
  health: () => import('./admin/pages/admin-health-page'),
  numbers: () => import('./admin/pages/admin-numbers-page'),
  'audit-log': () => import('./admin/pages/admin-audit-log-page'),
};

function Root() {
  return (
    <ConfigProvider>
      <AnalyticsTracker />
      <RouteTitle />
      <Outlet />
    </ConfigProvider>
  );
}

/**
 * The app's routes. Every page, and the two shells (auth and app), is a chunk of its own that the
 * router fetches when its route matches, so /login never downloads the documents table. Loaders
 * start the requests the matched routes will make, all at once and while their chunks load: config,
 * session, organization, membership and the page's own data (a page's `prefetch…` export). Each
 * page's route names it in the browser's title with its handle's `title` (layout/page-title.tsx).
 */
export function createRoutes(context: RouteContext): RouteObject[] {
  /** A route's prefetch as its loader: it starts the requests and returns at once. */
  const loaderOf =
    (prefetchRoute: RoutePrefetch): LoaderFunction =>
    ({ params, request }) => {
      prefetchRoute(context, { params, url: new URL(request.url) });
      return null;
    };
  /** The loader of a route that is not lazy, also kept in its handle for startRouteRequests. */
  const requesting = (prefetchRoute: RoutePrefetch, handle: RouteHandle = {}) => ({
    loader: loaderOf(prefetchRoute),
    handle: { ...handle, prefetch: prefetchRoute } satisfies RouteHandle,
  });

  return [
    {
      element: <Root />,
      HydrateFallback: StartupFallback,
      ...requesting(({ api, queryClient }) => {
        prefetch(queryClient, configQueryOptions(api));
        prefetch(queryClient, sessionQueryOptions(api));
      }),
      children: [
        {
          element: <PublicOnlyRoute />,
          children: [
            {
              lazy: authLayout,
              children: [
                {
                  path: '/login',
                  handle: { title: 'auth.login.submit' },
                  lazy: () => import('./auth/pages/login-page').then(({ LoginPage }) => ({ Component: LoginPage })),
                },
                {
                  path: '/login/two-factor',
                  handle: { title: 'two-factor-sign-in.title' },
                  lazy: withSettingsMessages(() =>
                    import('./auth/pages/two-factor-page').then(({ TwoFactorPage }) => ({ Component: TwoFactorPage })),
                  ),
                },
                {
                  path: '/register',
                  handle: { title: 'auth.register.title' },
                  lazy: () => import('./auth/pages/register-page').then(({ RegisterPage }) => ({ Component: RegisterPage })),
                },
                {
                  path: '/request-password-reset',
                  handle: { title: 'auth.request-password-reset.title' },
                  lazy: () =>
                    import('./auth/pages/request-password-reset-page').then(({ RequestPasswordResetPage }) => ({
                      Component: RequestPasswordResetPage,
                    })),
                },
                {
                  path: '/reset-password',
                  handle: { title: 'auth.reset-password.title' },
                  lazy: () =>
                    import('./auth/pages/reset-password-page').then(({ ResetPasswordPage }) => ({ Component: ResetPasswordPage })),
                },
                {
                  path: '/email-validation-required',
                  handle: { title: 'auth.email-validation-required.title' },
                  lazy: () =>
                    import('./auth/pages/email-validation-required-page').then(({ EmailValidationRequiredPage }) => ({
                      Component: EmailValidationRequiredPage,
                    })),
                },
              ],
            },
          ],
        },
        // Where a verification link lands: signed in when it worked, signed out when it did not.
        {
          lazy: authLayout,
          children: [
            ...['/email-verification', '/email-verification/done'].map((path) => ({
              path,
              handle: { title: 'auth.email-validation-required.title' },
              lazy: () =>
                import('./auth/pages/email-verification-page').then(({ EmailVerificationPage }) => ({ Component: EmailVerificationPage })),
            })),
          ],
        },
        {
          element: <PrivateRoute />,
          loader: appMessagesLoader,
          children: [
            { path: '/', element: <RootRedirect /> },
            {
              path: '/organizations/first',
              handle: { title: 'organizations.create.title' },
              lazy: () =>
                import('./organizations/pages/first-organization-page').then(({ FirstOrganizationPage }) => ({
                  Component: FirstOrganizationPage,
                })),
            },
            {
              lazy: () => import('./layout/app-layout').then(({ AppLayout }) => ({ Component: AppLayout })),
              // The switcher lists them, and the shell finds the organization of the pages outside one in them.
              ...requesting(({ api, queryClient }) => prefetch(queryClient, organizationsQueryOptions(api))),
              children: [
                {
                  path: '/share-target',
                  handle: { title: 'share-target.page-title' },
                  lazy: withSettingsMessages(() =>
                    import('./documents/pages/share-target-page').then(({ ShareTargetPage }) => ({ Component: ShareTargetPage })),
                  ),
                },
                {
                  path: '/organizations',
                  handle: { title: 'organizations.list.title' },
                  lazy: () =>
                    import('./organizations/pages/organizations-page').then(({ OrganizationsPage }) => ({ Component: OrganizationsPage })),
                },
                {
                  path: '/organizations/create',
                  handle: { title: 'organizations.create.title' },
                  lazy: () =>
                    import('./organizations/pages/create-organization-page').then(({ CreateOrganizationPage }) => ({
                      Component: CreateOrganizationPage,
                    })),
                },
                {
                  path: '/settings',
                  handle: { title: 'account.title' },
                  lazy: withSettingsMessages(() =>
                    import('./account/account-settings-page').then(({ AccountSettingsPage }) => ({ Component: AccountSettingsPage })),
                  ),
                },
                {
                  path: '/api-keys',
                  handle: { title: 'api-keys.page.title' },
                  lazy: withSettingsMessages(() =>
                    import('./api-keys/pages/api-keys-page').then(({ ApiKeysPage, prefetchApiKeysPage }) => ({
                      Component: ApiKeysPage,
                      loader: loaderOf(prefetchApiKeysPage),
                    })),
                  ),
                },
                {
                  path: '/api-keys/create',
                  handle: { title: 'api-keys.create.title' },
                  lazy: withSettingsMessages(() =>
                    import('./api-keys/pages/create-api-key-page').then(({ CreateApiKeyPage }) => ({ Component: CreateApiKeyPage })),
                  ),
                },
                {
                  path: '/admin',
                  handle: { title: 'admin.title' },
                  lazy: () =>
                    Promise.all([
                      import('./admin/pages/admin-console-layout'),
                      import('./admin/admin-messages').then(({ loadAdminMessages }) => loadAdminMessages()),
                    ]).then(([{ AdminConsoleLayout }]) => ({
                      Component: AdminConsoleLayout,
                    })),
                  children: [
                    { index: true, element: <Navigate to="/admin/users" replace /> },
                    // Each section's module exports its page as `Component`, as the router's lazy routes take it.
                    ...Object.entries(CONSOLE_SECTIONS).map(([path, lazy]) => ({ path, handle: { title: `admin.tabs.${path}` }, lazy })),
                  ],
                },
                {
                  path: '/invitations',
                  handle: { title: 'invitations.page.title' },
                  lazy: withSettingsMessages(() =>
                    import('./invitations/pages/invitations-page').then(({ InvitationsPage }) => ({ Component: InvitationsPage })),
                  ),
                },
                {
                  path: '/organizations/:organizationId',
                  element: <OrganizationLayout />,
                  ...requesting(({ api, queryClient }, { params: { organizationId } }) => {
                    if (!isOrganizationId(organizationId)) return;
                    prefetch(queryClient, organizationQueryOptions(api, organizationId));
                    prefetch(queryClient, membershipQueryOptions(api, organizationId));
                  }),
                  children: [
                    {
                      index: true,
                      handle: { title: 'layout.organization-menu.home' },
                      lazy: () =>
                        import('./documents/pages/organization-home-page').then(
                          ({ OrganizationHomePage, prefetchOrganizationHomePage }) => ({
                            Component: OrganizationHomePage,
                            loader: loaderOf(prefetchOrganizationHomePage),
                          }),
                        ),
                    },
                    {
                      path: 'documents',
                      // Its requests leave with the start-up ones, not once its chunk is there.
                      ...requesting(prefetchDocumentsPage, { title: 'documents.list.title' }),
                      lazy: () => import('./documents/pages/documents-page').then(({ DocumentsPage }) => ({ Component: DocumentsPage })),
                    },
                    {
                      path: 'documents/:documentId',
                      lazy: () =>
                        import('./documents/pages/document-page').then(({ DocumentPage, DocumentPageTitle, prefetchDocumentPage }) => ({
                          Component: DocumentPage,
                          loader: loaderOf(prefetchDocumentPage),
                          handle: { title: DocumentPageTitle } satisfies RouteHandle,
                        })),
                    },
                    {
                      path: 'views',
                      handle: { title: 'views.manage.title' },
                      lazy: () =>
                        import('./documents/views/saved-views-page').then(({ SavedViewsPage }) => ({ Component: SavedViewsPage })),
                    },
                    {
                      path: 'deleted',
                      handle: { title: 'documents.trash.title' },
                      lazy: () =>
                        import('./documents/pages/deleted-documents-page').then(({ DeletedDocumentsPage }) => ({
                          Component: DeletedDocumentsPage,
                        })),
                    },
                    {
                      path: 'tags',
                      handle: { title: 'tags.page.title' },
                      lazy: () => import('./tags/pages/tags-page').then(({ TagsPage }) => ({ Component: TagsPage })),
                    },
                    {
                      path: 'tagging-rules',
                      handle: { title: 'tagging-rules.list.title' },
                      lazy: withSettingsMessages(() =>
                        import('./tagging-rules/pages/tagging-rules-page').then(({ TaggingRulesPage }) => ({
                          Component: TaggingRulesPage,
                        })),
                      ),
                    },
                    {
                      path: 'tagging-rules/create',
                      handle: { title: 'tagging-rules.create.title' },
                      lazy: withSettingsMessages(() =>
                        import('./tagging-rules/pages/create-tagging-rule-page').then(({ CreateTaggingRulePage }) => ({
                          Component: CreateTaggingRulePage,
                        })),
                      ),
                    },
                    {
                      path: 'tagging-rules/:taggingRuleId',
                      handle: { title: 'tagging-rules.edit.title' },
                      lazy: withSettingsMessages(() =>
                        import('./tagging-rules/pages/edit-tagging-rule-page').then(({ EditTaggingRulePage }) => ({
                          Component: EditTaggingRulePage,
                        })),
                      ),
                    },
                    {
                      path: 'workflows',
                      handle: { title: 'workflows.list.title' },
                      lazy: withWorkflowsMessages(() =>
                        import('./workflows/pages/workflows-page').then(({ WorkflowsPage }) => ({ Component: WorkflowsPage })),
                      ),
                    },
                    {
                      path: 'workflows/create',
                      handle: { title: 'workflows.create.title' },
                      lazy: withSettingsMessages(
                        withWorkflowsMessages(() =>
                          import('./workflows/pages/create-workflow-page').then(({ CreateWorkflowPage }) => ({
                            Component: CreateWorkflowPage,
                          })),
                        ),
                      ),
                    },
                    {
                      path: 'workflows/:workflowId',
                      handle: { title: 'workflows.edit.title' },
                      lazy: withSettingsMessages(
                        withWorkflowsMessages(() =>
                          import('./workflows/pages/workflow-page').then(({ WorkflowPage }) => ({ Component: WorkflowPage })),
                        ),
                      ),
                    },
                    {
                      path: 'members',
                      handle: { title: 'members.page.title' },
                      lazy: withSettingsMessages(() =>
                        import('./members/pages/members-page').then(({ MembersPage }) => ({ Component: MembersPage })),
                      ),
                    },
                    {
                      path: 'invite',
                      handle: { title: 'members.invite.title' },
                      lazy: withSettingsMessages(() =>
                        import('./members/pages/invite-member-page').then(({ InviteMemberPage }) => ({ Component: InviteMemberPage })),
                      ),
                    },
                    {
                      path: 'invitations',
                      handle: { title: 'members.invitations.title' },
                      lazy: withSettingsMessages(() =>
                        import('./members/pages/organization-invitations-page').then(({ OrganizationInvitationsPage }) => ({
                          Component: OrganizationInvitationsPage,
                        })),
                      ),
                    },
                    {
                      path: 'settings',
                      handle: { title: 'organizations.settings.title' },
                      lazy: withSettingsMessages(() =>
                        import('./organizations/pages/organization-settings-page').then(({ OrganizationSettingsPage }) => ({
                          Component: OrganizationSettingsPage,
                        })),
                      ),
                    },
                    {
                      path: 'settings/shared-links',
                      handle: { title: 'share-links.page.title' },
                      lazy: withSettingsMessages(() =>
                        import('./documents/pages/shared-links-page').then(({ SharedLinksPage }) => ({ Component: SharedLinksPage })),
                      ),
                    },
                    {
                      path: 'settings/properties',
                      handle: { title: 'properties.title' },
                      lazy: () =>
                        import('./properties/pages/properties-page').then(({ PropertiesPage }) => ({ Component: PropertiesPage })),
                    },
                    {
                      path: 'settings/intake-emails',
                      handle: { title: 'intake-emails.page.title' },
                      lazy: withSettingsMessages(() =>
                        import('./intake-emails/pages/intake-emails-page').then(({ IntakeEmailsPage, prefetchIntakeEmailsPage }) => ({
                          Component: IntakeEmailsPage,
                          loader: loaderOf(prefetchIntakeEmailsPage),
                        })),
                      ),
                    },
                    {
                      path: 'settings/webhooks',
                      handle: { title: 'webhooks.page.title' },
                      lazy: withSettingsMessages(() =>
                        import('./webhooks/pages/webhooks-page').then(({ WebhooksPage, prefetchWebhooksPage }) => ({
                          Component: WebhooksPage,
                          loader: loaderOf(prefetchWebhooksPage),
                        })),
                      ),
                    },
                    {
                      path: 'settings/webhooks/create',
                      handle: { title: 'webhooks.create.title' },
                      lazy: withSettingsMessages(() =>
                        import('./webhooks/pages/create-webhook-page').then(({ CreateWebhookPage }) => ({ Component: CreateWebhookPage })),
                      ),
                    },
                    {
                      path: 'settings/webhooks/:webhookId',
                      handle: { title: 'webhooks.page.title' },
                      lazy: withSettingsMessages(() =>
                        import('./webhooks/pages/webhook-page').then(({ WebhookPage, prefetchWebhookPage }) => ({
                          Component: WebhookPage,
                          loader: loaderOf(prefetchWebhookPage),
                        })),
                      ),
                    },
                  ],
                },
              ],
            },
          ],
        },
        // A document someone shared: for anyone with the link, signed in or not, without the app's shell.
        {
          path: '/share/:token',
          handle: { title: 'shared-document.title' },
          loader: appMessagesLoader,
          lazy: withSettingsMessages(() =>
            import('./documents/pages/shared-document-page').then(({ SharedDocumentPage }) => ({ Component: SharedDocumentPage })),
          ),
        },
        {
          path: '*',
          handle: { title: 'not-found.title' },
          loader: appMessagesLoader,
          lazy: () => import('./layout/not-found-page').then(({ NotFoundPage }) => ({ Component: NotFoundPage })),
        },
      ],
    },
  ];
}

type RouteHandle = PageTitleHandle & { prefetch?: RoutePrefetch };

/**
 * Starts the requests of the routes that match `url` and are not lazy (config, session,
 * organizations, organization, membership) before the router asks for the matched routes' chunks.
 * The router's loaders start them again and find them under way.
 */
export function startRouteRequests(routes: RouteObject[], context: RouteContext, url: URL, basename?: string) {
  for (const { route, params } of matchRoutes(routes, url.pathname, basename) ?? []) {
    const handle: RouteHandle | undefined = route.handle;
    handle?.prefetch?.(context, { params, url });
  }
}
