import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { bulkJobsQueryKey } from '@/lib/query-keys';

// Apart from bulk-jobs.queries.ts, which the shell reads at start-up: the panel's list loads this with its first job.

/** Takes an ended job off the panel. A job already gone (dismissed in another tab, pruned) is no error: the list is read again either way. */
export function useDismissBulkJob(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.documents.dismissBulkJob(organizationId, jobId).catch(() => undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkJobsQueryKey(organizationId) }),
  });
}
