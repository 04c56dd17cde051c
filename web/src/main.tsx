import './styles.css';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod/mini';
import { ApiProvider } from './api/api-provider';
import { isApiError } from './api/api-error';
import { browserTransport } from './api/browser-transport';
import { createHttpApiClient } from './api/http-api-client';
import { isSignInPath } from './auth/sign-in-paths';
import { initI18n } from './i18n/i18n';
import { ShellSkeleton } from './layout/shell-skeleton';
import { organizationsQueryKeys, SESSION_QUERY_KEY } from './lib/query-keys';
import { createRoutes, startRouteRequests } from './routes';
import { DEMO_BASENAME, IS_DEMO } from './lib/demo-mode';
import { ColorModeProvider } from './theme/color-mode';
import { DeferredToaster } from './ui/deferred-toaster';

// Otherwise zod probes whether it may compile parsers with `new Function`, which the Content-Security-Policy
// (web/public/_headers) refuses and reports as a violation.
zodConfig({ jitless: true });

// A 401 anywhere means the session is gone: clearing it makes the route guards send the user to /login.
// A refusal for the role means an admin changed it: the memberships are read again, and the screens
// follow the new role without a reload.
const onError = (error: unknown) => {
  if (isApiError(error) && error.status === 401) queryClient.setQueryData(SESSION_QUERY_KEY, null);
  if (isApiError(error) && error.code === 'organization.insufficient_role')
    void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[2] === 'membership' });
};

// A 403 "not in organization" on an organization's data means the user was removed: asking for the
// membership again makes the organization layout take them home (its own two queries it watches itself).
const onQueryError = (error: unknown, { queryKey: [scope, organizationId, data] }: { queryKey: readonly unknown[] }) => {
  onError(error);
  const isOrganizationData = scope === 'organizations' && typeof organizationId === 'string' && data !== undefined && data !== 'membership';
  if (isApiError(error) && error.code === 'user.not_in_organization' && isOrganizationData) {
    void queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.membership(organizationId) });
    void queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.list, exact: true });
  }
};

const queryClient = new QueryClient({
  // An answer stays fresh for 5 s: a page that mounts right after its route's loader fetched its data
  // (routes.tsx) uses that answer instead of asking again. Changes made in the app invalidate at once.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 } },
  queryCache: new QueryCache({ onError: onQueryError }),
  mutationCache: new MutationCache({ onError }),
});
// The demo's builds answer the same calls from the browser's IndexedDB; the app's build has none of it.
// The condition is written out, not IS_DEMO: the build replaces it with a constant here, which drops the import.
const demo = import.meta.env.VITE_DEMO === 'true' ? await import('./demo/demo-app').then(({ openDemoApp }) => openDemoApp()) : null;
const api = demo?.workspace.api ?? createHttpApiClient(browserTransport());
const basename = IS_DEMO ? DEMO_BASENAME : undefined;

// Everything the first screen waits for starts now and at once: the locale, the matched routes'
// requests, and, through the router, their chunks. The locale and the requests go first: a page's
// chunks fill the browser's six connections to the server (HTTP/1.1, as in local development), and
// they would otherwise wait behind them. The sign-in pages need the base and sign-in parts of the locale.
const isSigningIn = isSignInPath(window.location.pathname);
const i18nReady = initI18n(isSigningIn ? ['base', 'sign-in'] : ['base', 'app']);
const routes = createRoutes({ api, queryClient });
startRouteRequests(routes, { api, queryClient }, new URL(window.location.href), basename);
const router = createBrowserRouter(routes, { basename });
const root = createRoot(document.getElementById('root')!);
// The shell's frame at once, while the locale arrives (it has no text); the router draws it again
// until the page's chunks and data are there.
if (!isSigningIn) root.render(<ShellSkeleton />);
await i18nReady;

root.render(
  <StrictMode>
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <ColorModeProvider>
          <RouterProvider router={router} />
          <DeferredToaster />
          {demo && <demo.Popup />}
        </ColorModeProvider>
      </QueryClientProvider>
    </ApiProvider>
  </StrictMode>,
);

// The installed app's service worker (web/public/sw.js): static files and an offline page only. Not in
// development, where files change under the same names, nor in the demo's builds.
if (import.meta.env.PROD && !IS_DEMO && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // After the first screen's requests: the page may well be loaded by now (this module awaited the locale).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
