import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';

/**
 * The session is read once per page load: sign-in and sign-out set it, and any 401 clears it
 * (main.tsx), so the guards, the user menu and the pages mounting later share that one answer.
 */
export const sessionQueryOptions = (api: ApiClient) => queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: api.auth.getSession, staleTime: Infinity });

export function useSession() {
  return useQuery(sessionQueryOptions(useApi()));
}
