import { matchRoutes, Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import { AnalyticsTracker } from './layout/analytics-tracker';
import { PrivateRoute, PublicOnlyRoute } from './auth/route-guards';
import { isSignInPath } from './auth/sign-in-paths';
import { sessionQueryOptions } from './auth/use-session';
import { ConfigProvider, configQueryOptions } from './config/config-provider';
import { prefetchDocumentsPage } from './documents/pages/documents-page-prefetch';
import { loadAppMessages } from './i18n/i18n';
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

function Root() {
  return (
    <ConfigProvider>
      <AnalyticsTracker />
      <Outlet />
    </ConfigProvider>
  );
}

/**
 * The app's routes. Every page, and the two shells (auth and app), is a chunk of its own that the
 * router fetches when its route matches, so /login never downloads the documents table. Loaders
 * start the requests the matched routes will make, all at once and while their chunks load: config,
 * session, organization, membership and the page's own data (a page's `prefetch…` export).
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
  const requesting = (prefetchRoute: RoutePrefetch) => ({ loader: loaderOf(prefetchRoute), handle: { prefetch: prefetchRoute } satisfies RouteHandle });

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
              lazy: () => import('./auth/auth-layout').then(({ AuthLayout }) => ({ Component: AuthLayout })),
              children: [
                { path: '/login', lazy: () => import('./auth/pages/login-page').then(({ LoginPage }) => ({ Component: LoginPage })) },
                { path: '/register', lazy: () => import('./auth/pages/register-page').then(({ RegisterPage }) => ({ Component: RegisterPage })) },
                {
                  path: '/request-password-reset',
                  lazy: () => import('./auth/pages/request-password-reset-page').then(({ RequestPasswordResetPage }) => ({ Component: RequestPasswordResetPage })),
                },
                { path: '/reset-password', lazy: () => import('./auth/pages/reset-password-page').then(({ ResetPasswordPage }) => ({ Component: ResetPasswordPage })) },
                {
                  path: '/email-validation-required',
                  lazy: () => import('./auth/pages/email-validation-required-page').then(({ EmailValidationRequiredPage }) => ({ Component: EmailValidationRequiredPage })),
                },
              ],
            },
          ],
        },
        // Where a verification link lands: signed in when it worked, signed out when it did not.
        {
          lazy: () => import('./auth/auth-layout').then(({ AuthLayout }) => ({ Component: AuthLayout })),
          children: [
            { path: '/email-verification', lazy: () => import('./auth/pages/email-verification-page').then(({ EmailVerificationPage }) => ({ Component: EmailVerificationPage })) },
          ],
        },
        {
          element: <PrivateRoute />,
          loader: appMessagesLoader,
          children: [
            { path: '/', element: <RootRedirect /> },
            {
              path: '/organizations/first',
              lazy: () => import('./organizations/pages/first-organization-page').then(({ FirstOrganizationPage }) => ({ Component: FirstOrganizationPage })),
            },
            {
              lazy: () => import('./layout/app-layout').then(({ AppLayout }) => ({ Component: AppLayout })),
              // The switcher lists them, and the shell finds the organization of the pages outside one in them.
              ...requesting(({ api, queryClient }) => prefetch(queryClient, organizationsQueryOptions(api))),
              children: [
                { path: '/organizations', lazy: () => import('./organizations/pages/organizations-page').then(({ OrganizationsPage }) => ({ Component: OrganizationsPage })) },
                {
                  path: '/organizations/create',
                  lazy: () => import('./organizations/pages/create-organization-page').then(({ CreateOrganizationPage }) => ({ Component: CreateOrganizationPage })),
                },
                { path: '/settings', lazy: () => import('./account/account-settings-page').then(({ AccountSettingsPage }) => ({ Component: AccountSettingsPage })) },
                {
                  path: '/api-keys',
                  lazy: () => import('./api-keys/pages/api-keys-page').then(({ ApiKeysPage, prefetchApiKeysPage }) => ({ Component: ApiKeysPage, loader: loaderOf(prefetchApiKeysPage) })),
                },
                { path: '/api-keys/create', lazy: () => import('./api-keys/pages/create-api-key-page').then(({ CreateApiKeyPage }) => ({ Component: CreateApiKeyPage })) },
                { path: '/invitations', lazy: () => import('./invitations/pages/invitations-page').then(({ InvitationsPage }) => ({ Component: InvitationsPage })) },
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
                      lazy: () =>
                        import('./documents/pages/organization-home-page').then(({ OrganizationHomePage, prefetchOrganizationHomePage }) => ({
                          Component: OrganizationHomePage,
                          loader: loaderOf(prefetchOrganizationHomePage),
                        })),
                    },
                    {
                      path: 'documents',
                      // Its requests leave with the start-up ones, not once its chunk is there.
                      ...requesting(prefetchDocumentsPage),
                      lazy: () => import('./documents/pages/documents-page').then(({ DocumentsPage }) => ({ Component: DocumentsPage })),
                    },
                    {
                      path: 'documents/:documentId',
                      lazy: () =>
                        import('./documents/pages/document-page').then(({ DocumentPage, prefetchDocumentPage }) => ({ Component: DocumentPage, loader: loaderOf(prefetchDocumentPage) })),
                    },
                    { path: 'deleted', lazy: () => import('./documents/pages/deleted-documents-page').then(({ DeletedDocumentsPage }) => ({ Component: DeletedDocumentsPage })) },
                    { path: 'tags', lazy: () => import('./tags/pages/tags-page').then(({ TagsPage }) => ({ Component: TagsPage })) },
                    { path: 'tagging-rules', lazy: () => import('./tagging-rules/pages/tagging-rules-page').then(({ TaggingRulesPage }) => ({ Component: TaggingRulesPage })) },
                    {
                      path: 'tagging-rules/create',
                      lazy: () => import('./tagging-rules/pages/create-tagging-rule-page').then(({ CreateTaggingRulePage }) => ({ Component: CreateTaggingRulePage })),
                    },
                    {
                      path: 'tagging-rules/:taggingRuleId',
                      lazy: () => import('./tagging-rules/pages/edit-tagging-rule-page').then(({ EditTaggingRulePage }) => ({ Component: EditTaggingRulePage })),
                    },
                    { path: 'members', lazy: () => import('./members/pages/members-page').then(({ MembersPage }) => ({ Component: MembersPage })) },
                    { path: 'invite', lazy: () => import('./members/pages/invite-member-page').then(({ InviteMemberPage }) => ({ Component: InviteMemberPage })) },
                    {
                      path: 'invitations',
                      lazy: () => import('./members/pages/organization-invitations-page').then(({ OrganizationInvitationsPage }) => ({ Component: OrganizationInvitationsPage })),
                    },
                    {
                      path: 'settings',
                      lazy: () => import('./organizations/pages/organization-settings-page').then(({ OrganizationSettingsPage }) => ({ Component: OrganizationSettingsPage })),
                    },
                    {
                      path: 'settings/intake-emails',
                      lazy: () =>
                        import('./intake-emails/pages/intake-emails-page').then(({ IntakeEmailsPage, prefetchIntakeEmailsPage }) => ({
                          Component: IntakeEmailsPage,
                          loader: loaderOf(prefetchIntakeEmailsPage),
                        })),
                    },
                    {
                      path: 'settings/webhooks',
                      lazy: () => import('./webhooks/pages/webhooks-page').then(({ WebhooksPage, prefetchWebhooksPage }) => ({ Component: WebhooksPage, loader: loaderOf(prefetchWebhooksPage) })),
                    },
                    { path: 'settings/webhooks/create', lazy: () => import('./webhooks/pages/create-webhook-page').then(({ CreateWebhookPage }) => ({ Component: CreateWebhookPage })) },
                    {
                      path: 'settings/webhooks/:webhookId',
                      lazy: () => import('./webhooks/pages/webhook-page').then(({ WebhookPage, prefetchWebhookPage }) => ({ Component: WebhookPage, loader: loaderOf(prefetchWebhookPage) })),
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', loader: appMessagesLoader, lazy: () => import('./layout/not-found-page').then(({ NotFoundPage }) => ({ Component: NotFoundPage })) },
      ],
    },
  ];
}

type RouteHandle = { prefetch?: RoutePrefetch };

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
