import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { TaggingRule, TaggingRuleRun } from '@/api/types';
import { taggingRulesQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { toTaggingRuleInput, toTaggingRuleInputFromRule, type TaggingRuleFormValues } from './lib/tagging-rule-form';
import { runRefetchInterval } from './lib/tagging-rule-run';

type RuleRef = Pick<TaggingRule, 'id' | 'name'>;

export function useTaggingRules(organizationId: string) {
  const api = useApi();
  return useQuery({ queryKey: taggingRulesQueryKeys.all(organizationId), queryFn: () => api.taggingRules.list(organizationId) });
}

export function useTaggingRule(organizationId: string, taggingRuleId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taggingRulesQueryKeys.detail(organizationId, taggingRuleId),
    queryFn: () => api.taggingRules.get(organizationId, taggingRuleId),
  });
}

/** The newest "apply to existing documents" run of a rule, polled every 1.5 s while it runs. */
export function useTaggingRuleLatestRun(organizationId: string, taggingRuleId: string) {
  const api = useApi();
  return useQuery({
    queryKey: taggingRulesQueryKeys.latestRun(organizationId, taggingRuleId),
    queryFn: () => api.taggingRules.getLatestRun(organizationId, taggingRuleId),
    refetchInterval: (query) => runRefetchInterval(query.state.data?.taggingRuleRun),
  });
}

/** Refreshes the list, details and runs of the organization's tagging rules. */
function useInvalidateTaggingRules(organizationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: taggingRulesQueryKeys.all(organizationId) }),
    [queryClient, organizationId],
  );
}

/**
 * Starts "apply to existing documents" in the background. A plain function rather than a mutation
 * hook, so a toast action keeps working after the screen it came from is gone. The run goes into the
 * query cache, where the rule's card picks it up and polls it; resolves to the run, or null on failure.
 */
export function useApplyTaggingRule(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (rule: RuleRef): Promise<TaggingRuleRun | null> => {
      try {
        const { taggingRuleRun } = await api.taggingRules.applyToExistingDocuments(organizationId, rule.id);
        queryClient.setQueryData(taggingRulesQueryKeys.latestRun(organizationId, rule.id), { taggingRuleRun });
        if (taggingRuleRun.status === 'running') toast.info(t('tagging-rules.apply.started', { name: rule.name }));
        return taggingRuleRun;
      } catch (error) {
        toast.error(t('tagging-rules.apply.error'), { description: errorMessage(error, t) });
        return null;
      }
    },
    [api, organizationId, queryClient, t],
  );
}

/** Deletes a rule after confirmation; resolves to true when it was deleted. */
export function useDeleteTaggingRule(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const confirmDestructive = useConfirmDestructive();
  const invalidate = useInvalidateTaggingRules(organizationId);

  const mutation = useMutation({
    mutationFn: (rule: RuleRef) => api.taggingRules.delete(organizationId, rule.id),
    onSuccess: async () => {
      toast.success(t('tagging-rules.delete.success'));
      await invalidate();
    },
    onError: (error) => toast.error(t('tagging-rules.delete.error'), { description: errorMessage(error, t) }),
  });

  const deleteTaggingRule = (rule: RuleRef) =>
    confirmDestructive(destructiveTextsAt(t, 'tagging-rules.delete.confirm', { name: rule.name }), () => mutation.mutateAsync(rule));

  return { deleteTaggingRule, isDeleting: mutation.isPending };
}

/** Turns a rule on or off from its card (saves the whole rule with the new state). */
export function useSetTaggingRuleEnabled(organizationId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateTaggingRules(organizationId);
  return useMutation({
    mutationFn: ({ rule, isEnabled }: { rule: TaggingRule; isEnabled: boolean }) =>
      api.taggingRules.update(organizationId, rule.id, toTaggingRuleInputFromRule(rule, { isEnabled })),
    onSuccess: async (_result, { rule, isEnabled }) => {
      toast.success(
        isEnabled ? t('tagging-rules.toggle.enabled', { name: rule.name }) : t('tagging-rules.toggle.disabled', { name: rule.name }),
      );
      await invalidate();
    },
    onError: (error) => toast.error(t('tagging-rules.update.error'), { description: errorMessage(error, t) }),
  });
}

/**
 * Creates a rule from the form and says so, offering to apply it to the documents already there (new
 * rules tag new documents); `onCreated` once the rules are refreshed.
 */
export function useCreateTaggingRule(organizationId: string, { onCreated }: { onCreated?: () => Promise<void> | void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateTaggingRules(organizationId);
  const applyTaggingRule = useApplyTaggingRule(organizationId);
  return useMutation({
    mutationFn: (values: TaggingRuleFormValues) => api.taggingRules.create(organizationId, toTaggingRuleInput(values)),
    onSuccess: async ({ taggingRule }) => {
      toast.success(t('tagging-rules.create.success'), {
        description: t('tagging-rules.create.success-description'),
        action: taggingRule ? { label: t('tagging-rules.create.apply-now'), onClick: () => void applyTaggingRule(taggingRule) } : undefined,
      });
      await invalidate();
      await onCreated?.();
    },
    onError: (error) => toast.error(t('tagging-rules.create.error'), { description: errorMessage(error, t) }),
  });
}

/** Saves the form over a rule and says so; `onUpdated` once the rules are refreshed. */
export function useUpdateTaggingRule(
  organizationId: string,
  taggingRuleId: string,
  { onUpdated }: { onUpdated?: () => Promise<void> | void } = {},
) {
  const { t } = useTranslation();
  const api = useApi();
  const invalidate = useInvalidateTaggingRules(organizationId);
  return useMutation({
    mutationFn: (values: TaggingRuleFormValues) => api.taggingRules.update(organizationId, taggingRuleId, toTaggingRuleInput(values)),
    onSuccess: async () => {
      toast.success(t('tagging-rules.update.success'));
      await invalidate();
      await onUpdated?.();
    },
    onError: (error) => toast.error(t('tagging-rules.update.error'), { description: errorMessage(error, t) }),
  });
}
