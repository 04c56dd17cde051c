import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';

export const SESSION_QUERY_KEY = ['session'] as const;

export function useSession() {
  const api = useApi();
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: api.auth.getSession });
}
