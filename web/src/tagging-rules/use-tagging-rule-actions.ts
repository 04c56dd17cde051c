import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { TaggingRule, TaggingRuleRun } from '@/api/types';
import { taggingRulesQueryKeys } from '@/lib/query-keys';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { toTaggingRuleInputFromRule } from './lib/tagging-rule-form';

type RuleRef = Pick<TaggingRule, 'id' | 'name'>;

/** Refreshes the list, details and runs of the organization's tagging rules. */
export function useInvalidateTaggingRules(organizationId: string) {
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
