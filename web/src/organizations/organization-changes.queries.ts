import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { BulkJob, Organization, OrganizationInput } from '@/api/types';
import { documentsQueryKeys, organizationsQueryKeys } from '@/lib/query-keys';
import { clearStoredCurrentOrganizationId } from './current-organization-storage';

/*
 * Creating an organization and the settings page's reads and changes of it. Apart from
 * organizations.queries.ts, which the router and the shell read at start-up: in it, they would be
 * downloaded by every first screen, /login's included.
 */

/** Refreshes the list of organizations (their names and settings), which the shell and the settings page read. */
function useRefreshOrganizations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.list });
}

/** Creates an organization; `onCreated` gets it once the list is refreshed (the caller opens it). */
export function useCreateOrganization({
  onCreated,
  onError,
}: {
  onCreated?: (organization: Organization) => Promise<void> | void;
  onError?: (error: Error) => void;
} = {}) {
  const api = useApi();
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (input: { name: string }) => api.organizations.create(input),
    onSuccess: async ({ organization }) => {
      await refresh();
      await onCreated?.(organization);
    },
    onError,
  });
}

/**
 * Changes the organization's name or settings, then refreshes the list. `onSuccess` gets the saved
 * organization before that refresh, for what the screen says at once.
 */
export function useUpdateOrganization(
  organizationId: string,
  { onSuccess, onError }: { onSuccess?: (organization: Organization) => void; onError?: (error: Error) => void } = {},
) {
  const api = useApi();
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (input: OrganizationInput) => api.organizations.update(organizationId, input),
    onSuccess: async ({ organization }) => {
      onSuccess?.(organization);
      await refresh();
    },
    onError,
  });
}

/** The owner's requirement of a second factor for every member; `onSuccess` before the list is refreshed. */
export function useUpdateOrganizationSecurity(
  organizationId: string,
  { onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const api = useApi();
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (input: { requireTwoFactor: boolean }) => api.organizations.updateSecurity(organizationId, input),
    onSuccess: async () => {
      onSuccess?.();
      await refresh();
    },
    onError,
  });
}

/** Reads the organization's scanned documents again (in its new languages) and says how many. */
export function useReprocessScannedDocuments(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.documents.reprocessScanned(organizationId),
    onSuccess: async ({ documentsCount }) => {
      toast.success(t('organizations.settings.document-languages.read-again.success', { count: documentsCount }));
      await queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all(organizationId) });
    },
    onError: (error) =>
      toast.error(t('organizations.settings.document-languages.read-again.error'), { description: errorMessage(error, t) }),
  });
}

/**
 * Deletes the organization (the caller confirms first) and says so, then goes to `/`. It leaves the
 * cached list at once, so `/` never picks it, and is forgotten as the current organization.
 */
export function useDeleteOrganization(organization: Pick<Organization, 'id' | 'name'>) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.organizations.delete(organization.id),
    onSuccess: async () => {
      toast.success(t('organizations.settings.delete.success', { name: organization.name }));
      clearStoredCurrentOrganizationId(organization.id);
      queryClient.setQueryData<{ organizations: Organization[] }>(organizationsQueryKeys.list, (data) =>
        data ? { organizations: data.organizations.filter(({ id }) => id !== organization.id) } : data,
      );
      await navigate('/', { replace: true });
      queryClient.removeQueries({ queryKey: organizationsQueryKeys.detail(organization.id) });
      await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.list });
    },
    onError: (error) => toast.error(t('organizations.settings.delete.error'), { description: errorMessage(error, t) }),
  });
}

const EXPORTS_POLL_MS = 2000;

/** The caller's exports of the organization, newest first, polled while one is being built. */
export function useOrganizationExports(organizationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: organizationsQueryKeys.exports(organizationId),
    queryFn: () => api.organizations.listExports(organizationId),
    enabled,
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.status === 'running') ? EXPORTS_POLL_MS : false),
  });
}

/**
 * Starts an export of every document and says so; the job joins the list of exports at once, from the
 * answer, not from a refetch alone (clean runs 65 and 82 saw the list stay empty after a start), and the
 * list, with a job running, polls until it is built.
 */
export function useStartExport(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.organizations.startExport(organizationId),
    onSuccess: async ({ job }) => {
      toast.info(t('organizations.settings.export.started'));
      const queryKey = organizationsQueryKeys.exports(organizationId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<{ jobs: BulkJob[] }>(queryKey, (list) => ({
        jobs: [job, ...(list?.jobs ?? []).filter(({ id }) => id !== job.id)],
      }));
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(t('organizations.settings.export.error'), { description: errorMessage(error, t) }),
  });
}

/** What the service's operators did to the organization, newest first, a page at a time (owners only). */
export function useOperatorActions(organizationId: string) {
  const api = useApi();
  const query = useInfiniteQuery({
    queryKey: organizationsQueryKeys.operatorActions(organizationId),
    queryFn: ({ pageParam }) => api.organizations.listOperatorActions(organizationId, { cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  return { query, actions: query.data?.pages.flatMap((page) => page.operatorActions) ?? [] };
}
