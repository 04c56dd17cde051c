import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useApi } from '@/api/api-provider';
import type { Config } from '@/api/types';
import { CONFIG_QUERY_KEY } from '@/lib/query-keys';
import { LoadingState } from '@/ui/spinner';
import { ServerUnreachable } from './server-unreachable';

const ConfigContext = createContext<Config | null>(null);

/** Loads /api/config before anything else renders; without it the app cannot work. */
export function ConfigProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const query = useQuery({ queryKey: CONFIG_QUERY_KEY, queryFn: api.getConfig, staleTime: Infinity });

  if (query.data) return <ConfigContext.Provider value={query.data.config}>{children}</ConfigContext.Provider>;
  if (query.isError) return <ServerUnreachable onRetry={() => query.refetch()} />;
  return <LoadingState className="min-h-screen" />;
}

export function useConfig(): Config {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider');
  return config;
}
