import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import type { Config } from '@/api/types';
import { CONFIG_QUERY_KEY } from '@/lib/query-keys';
import { LoadingState } from '@/ui/spinner';

// Its own chunk: only a failed start needs it.
const ServerUnreachable = lazy(() => import('./server-unreachable').then(({ ServerUnreachable }) => ({ default: ServerUnreachable })));

const ConfigContext = createContext<Config | null>(null);

export const configQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: CONFIG_QUERY_KEY, queryFn: api.getConfig, staleTime: Infinity });

/** Loads /api/config before anything else renders; without it the app cannot work. */
export function ConfigProvider({ children }: { children: ReactNode }) {
  const query = useQuery(configQueryOptions(useApi()));

  if (query.data) return <ConfigContext.Provider value={query.data.config}>{children}</ConfigContext.Provider>;
  if (query.isError) {
    return (
      <Suspense fallback={<LoadingState className="min-h-screen" />}>
        <ServerUnreachable onRetry={() => query.refetch()} />
      </Suspense>
    );
  }
  return <LoadingState className="min-h-screen" />;
}

export function useConfig(): Config {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider');
  return config;
}
