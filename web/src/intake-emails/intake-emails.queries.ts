import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import type { ApiClient } from '@/api/api-client';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { IntakeEmail, IntakeEmailInput, Page } from '@/api/types';
import { intakeEmailsQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { logRefetchInterval } from '@/lib/log-refetch-interval';
import { isProcessing } from './lib/intake-messages';

type IntakeEmailRef = Pick<IntakeEmail, 'id' | 'emailAddress'>;

export const intakeEmailsQueryOptions = (api: ApiClient, organizationId: string) =>
  queryOptions({ queryKey: intakeEmailsQueryKeys.all(organizationId), queryFn: () => api.intakeEmails.list(organizationId) });

export function useIntakeEmails(organizationId: string) {
  return useQuery(intakeEmailsQueryOptions(useApi(), organizationId));
}

/** One page of an address's log, newest first, polled (closely while a message in it is being imported). */
export function useIntakeMessages(organizationId: string, intakeEmailId: string, page: Page) {
  const api = useApi();
  return useQuery({
    queryKey: intakeEmailsQueryKeys.messages(organizationId, intakeEmailId, page),
    queryFn: () => api.intakeEmails.listMessages(organizationId, intakeEmailId, page),
    // The page shown stays while the next one loads, instead of the table collapsing into skeletons.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => logRefetchInterval(query.state.data?.messages, isProcessing),
  });
}

/** Refreshes the list of addresses, not their logs. */
function useRefreshIntakeEmails(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: intakeEmailsQueryKeys.all(organizationId), exact: true }),
    [queryClient, organizationId],
  );
}

/** Generates a new address and says which; a failure (the organization's limit, say) is a toast. */
export function useGenerateIntakeEmail(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const refresh = useRefreshIntakeEmails(organizationId);
  return useMutation({
    mutationFn: () => api.intakeEmails.create(organizationId),
    onSuccess: async ({ intakeEmail }) => {
      toast.success(t('intake-emails.generate.success', { address: intakeEmail.emailAddress }));
      await refresh();
    },
    onError: (error) => toast.error(t('intake-emails.generate.error'), { description: errorMessage(error, t) }),
  });
}

/**
 * Changes an address; its answer replaces the address in the list at once, without a refetch. The
 * caller reports the outcome.
 */
export function useUpdateIntakeEmail(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ intakeEmailId, input }: { intakeEmailId: string; input: IntakeEmailInput }) =>
      api.intakeEmails.update(organizationId, intakeEmailId, input),
    onSuccess: ({ intakeEmail }) =>
      queryClient.setQueryData(intakeEmailsQueryOptions(api, organizationId).queryKey, (data) =>
        data ? { intakeEmails: data.intakeEmails.map((item) => (item.id === intakeEmail.id ? intakeEmail : item)) } : data,
      ),
  });
}

/** Turns an address on or off, and says so. */
export function useSetIntakeEmailEnabled(organizationId: string) {
  const { t } = useTranslation();
  const update = useUpdateIntakeEmail(organizationId);
  const setEnabled = (intakeEmail: IntakeEmailRef, isEnabled: boolean) =>
    update.mutate(
      { intakeEmailId: intakeEmail.id, input: { isEnabled } },
      {
        onSuccess: () =>
          toast.success(
            t(isEnabled ? 'intake-emails.enable.success' : 'intake-emails.disable.success', { address: intakeEmail.emailAddress }),
          ),
        onError: (error) =>
          toast.error(t(isEnabled ? 'intake-emails.enable.error' : 'intake-emails.disable.error'), { description: errorMessage(error, t) }),
      },
    );
  return { setEnabled, togglingIntakeEmailId: update.isPending ? update.variables.intakeEmailId : undefined };
}

/** Deletes an address, and its log, after a confirmation; then says so. */
export function useDeleteIntakeEmail(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const confirmDestructive = useConfirmDestructive();
  const queryClient = useQueryClient();
  const refresh = useRefreshIntakeEmails(organizationId);

  const mutation = useMutation({
    mutationFn: (intakeEmail: IntakeEmailRef) => api.intakeEmails.delete(organizationId, intakeEmail.id),
    onSuccess: async (_result, intakeEmail) => {
      toast.success(t('intake-emails.delete.success', { address: intakeEmail.emailAddress }));
      // Its log is gone with it: refetching it would only answer 404.
      queryClient.removeQueries({ queryKey: intakeEmailsQueryKeys.detail(organizationId, intakeEmail.id) });
      await refresh();
    },
    onError: (error) => toast.error(t('intake-emails.delete.error'), { description: errorMessage(error, t) }),
  });

  const deleteIntakeEmail = useCallback(
    (intakeEmail: IntakeEmailRef) =>
      confirmDestructive(destructiveTextsAt(t, 'intake-emails.delete.confirm', { address: intakeEmail.emailAddress }), () =>
        mutation.mutateAsync(intakeEmail),
      ),
    [confirmDestructive, t, mutation.mutateAsync],
  );

  return { deleteIntakeEmail, deletingIntakeEmailId: mutation.isPending ? mutation.variables.id : undefined };
}
