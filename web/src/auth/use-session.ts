import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';

export function useSession() {
  const api = useApi();
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: api.auth.getSession });
}
