import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { bulkJobsQueryKey } from '@/lib/query-keys';

const POLL_MS = 1000;

/** The signed-in user's background jobs; asked again every second while one runs. */
export function useBulkJobs(organizationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: bulkJobsQueryKey(organizationId),
    queryFn: () => api.documents.listBulkJobs(organizationId),
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.status === 'running') ? POLL_MS : false),
  });
}
