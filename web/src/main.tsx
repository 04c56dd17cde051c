import './styles.css';
import './i18n/i18n';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { ApiProvider } from './api/api-provider';
import { isApiError } from './api/api-error';
import { createHttpApiClient } from './api/http-api-client';
import { SESSION_QUERY_KEY } from './lib/query-keys';
import { routes } from './routes';
import { ColorModeProvider } from './theme/color-mode';
import { Toaster } from './ui/toaster';
import { TooltipProvider } from './ui/tooltip';

// Otherwise zod probes whether it may compile parsers with `new Function`, which the Content-Security-Policy
// (web/public/_headers) refuses and reports as a violation.
z.config({ jitless: true });

// A 401 anywhere means the session is gone: clearing it makes the route guards send the user to /login.
const onError = (error: unknown) => {
  if (isApiError(error) && error.status === 401) queryClient.setQueryData(SESSION_QUERY_KEY, null);
};

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
});

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider client={createHttpApiClient()}>
      <QueryClientProvider client={queryClient}>
        <ColorModeProvider>
          <TooltipProvider>
            <RouterProvider router={router} />
            <Toaster />
          </TooltipProvider>
        </ColorModeProvider>
      </QueryClientProvider>
    </ApiProvider>
  </StrictMode>,
);
