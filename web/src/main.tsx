import './styles.css';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod/mini';
import { ApiProvider } from './api/api-provider';
import { isApiError } from './api/api-error';
import { createHttpApiClient } from './api/http-api-client';
import { initI18n } from './i18n/i18n';
import { organizationsQueryKeys, SESSION_QUERY_KEY } from './lib/query-keys';
import { createRoutes, startRouteRequests } from './routes';
import { ColorModeProvider } from './theme/color-mode';

// Otherwise zod probes whether it may compile parsers with `new Function`, which the Content-Security-Policy
// (web/public/_headers) refuses and reports as a violation.
zodConfig({ jitless: true });

// A 401 anywhere means the session is gone: clearing it makes the route guards send the user to /login.
const onError = (error: unknown) => {
  if (isApiError(error) && error.status === 401) queryClient.setQueryData(SESSION_QUERY_KEY, null);
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

// Sonner only once the first screen is up: nothing toasts before the user acts.
const Toaster = lazy(() => import('./ui/toaster').then(({ Toaster }) => ({ default: Toaster })));

const queryClient = new QueryClient({
  // An answer stays fresh for 5 s: a page that mounts right after its route's loader fetched its data
  // (routes.tsx) uses that answer instead of asking again. Changes made in the app invalidate at once.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 } },
  queryCache: new QueryCache({ onError: onQueryError }),
  mutationCache: new MutationCache({ onError }),
});
const api = createHttpApiClient();

// Everything the first screen waits for starts now and at once: the locale file, the matched routes'
// requests, and, through the router, their chunks. The requests go first: a page's chunks fill the
// browser's six connections to the server (HTTP/1.1, as in local development), and the requests
// would otherwise wait behind them.
const i18nReady = initI18n();
const routes = createRoutes({ api, queryClient });
startRouteRequests(routes, { api, queryClient }, new URL(window.location.href));
const router = createBrowserRouter(routes);
await i18nReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <ColorModeProvider>
          <RouterProvider router={router} />
          <Suspense>
            <Toaster />
          </Suspense>
        </ColorModeProvider>
      </QueryClientProvider>
    </ApiProvider>
  </StrictMode>,
);
