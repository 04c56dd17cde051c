import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';

/**
 * The session is read once per page load: sign-in and sign-out set it, and any 401 clears it
 * (main.tsx), so the guards, the user menu and the pages mounting later share that one answer.
 */
export const sessionQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: api.auth.getSession, staleTime: Infinity });

export function useSession() {
  return useQuery(sessionQueryOptions(useApi()));
}

/** Once signed in (password, second factor or passkey): the session as read, then the home page. */
export function useEnterApp() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, await api.auth.getSession());
    await navigate('/', { replace: true });
  };
}
