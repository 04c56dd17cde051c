import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { HealthFailureKind } from '../../../core/admin/admin.schemas';
import type { OrganizationMove } from '@/api/types';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/error-message';
import { adminQueryKeys } from '@/lib/query-keys';
import { toast } from '@/ui/toast';
import { createAdminApi, type AdminApi, type ConsolePage } from './admin-api';

let browserAdminApi: AdminApi | undefined;
/** The console's client, made on first use (the browser's transport). */
const adminApi = () => (browserAdminApi ??= createAdminApi());

/** A console list for `search`, a page at a time (each page answers the next one's cursor). */
function useConsoleList<Key extends 'users' | 'organizations' | 'entries' | 'failures', Item>(
  resource: Key,
  /** What narrows the list: a search, or the kind of failure. */
  search: string,
  fetchPage: (cursor: string | null) => Promise<ConsolePage<Key, Item>>,
) {
  const query = useInfiniteQuery({
    queryKey: adminQueryKeys.list(resource, search),
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A 404 (not an operator) or a missing second factor does not change on retry.
    retry: false,
  });
  const items = query.data?.pages.flatMap((page) => page[resource]) ?? [];
  return { query, items };
}

export function useConsoleUsers(search: string) {
  const api = adminApi();
  return useConsoleList('users', search, (cursor) => api.listUsers({ search, cursor }));
}

export function useConsoleOrganizations(search: string) {
  const api = adminApi();
  return useConsoleList('organizations', search, (cursor) => api.listOrganizations({ search, cursor }));
}

export function useAuditLog(search: string) {
  const api = adminApi();
  return useConsoleList('entries', search, (cursor) => api.listAuditLog({ search, cursor }));
}

/** The health screen's figures: read again every half minute while it is open, as work drains or piles up. */
export function useHealth() {
  const api = adminApi();
  return useQuery({ queryKey: adminQueryKeys.health, queryFn: () => api.getHealth(), retry: false, refetchInterval: 30_000 });
}

/** The service's figures of the last 90 days, for the charts. */
export function useDailyNumbers() {
  const api = adminApi();
  return useQuery({ queryKey: adminQueryKeys.numbers, queryFn: () => api.getNumbers(), retry: false });
}

export function useHealthFailures<Kind extends HealthFailureKind>(kind: Kind) {
  const api = adminApi();
  return useConsoleList('failures', kind, (cursor) => api.listFailures(kind, cursor));
}

/** An operator's action: done, said in a toast, and every console list (and its audit log) read again. */
export function useOperatorAction<Input>(action: (api: AdminApi, input: Input) => Promise<void>, success: (input: Input) => string) {
  const api = adminApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => action(api, input),
    onSuccess: (_, input) => {
      toast.success(success(input));
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
}

/**
 * Drives an organization's move to another database (or its roll-back) from the browser, as `npm run org:move` does: call
 * after call (each a few seconds of work, waiting when the answer says to) until it ends, an error stops
 * it, or the dialog closes. Stopped, the move stays where it is: running it again goes on from there.
 */
export function useOrganizationMove(organizationId: string) {
  const api = adminApi();
  const queryClient = useQueryClient();
  const [move, setMove] = useState<OrganizationMove>();
  const [error, setError] = useState<unknown>();
  const [isRunning, setIsRunning] = useState(false);
  const isStopped = useRef(false);
  useEffect(() => {
    isStopped.current = false;
    return () => {
      isStopped.current = true;
    };
  }, []);
  const drive = async (call: () => Promise<{ move: OrganizationMove }>) => {
    setError(undefined);
    setIsRunning(true);
    try {
      for (;;) {
        const { move: next } = await call();
        if (isStopped.current) return;
        setMove(next);
        if (next.isFinished) break;
        await new Promise((resolve) => setTimeout(resolve, next.waitSeconds * 1000));
      }
    } catch (failure) {
      if (!isStopped.current) setError(failure);
    } finally {
      if (!isStopped.current) setIsRunning(false);
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    }
  };
  return {
    move,
    error,
    isRunning,
    run: (database: string) => drive(() => api.moveOrganization(organizationId, database)),
    rollBack: () => drive(() => api.rollBackMove(organizationId)),
  };
}
