import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { TaggingRule } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { ItemLoadError } from '@/ui/item-load-error';
import { LoadingState } from '@/ui/spinner';
import { TaggingRuleForm } from '../components/tagging-rule-form';
import { toFormValues, toTaggingRuleInput, type TaggingRuleFormValues } from '../lib/tagging-rule-form';
import { taggingRulesPath } from '../tagging-rules.paths';
import { useTaggingRule } from '../tagging-rules.queries';
import { useInvalidateTaggingRules } from '../use-tagging-rule-actions';
import { TaggingRuleFormPageLayout } from './tagging-rule-form-page-layout';

function EditTaggingRuleForm({ organizationId, rule }: { organizationId: string; rule: TaggingRule }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const invalidate = useInvalidateTaggingRules(organizationId);
  const defaultValues = useMemo(() => toFormValues(rule), [rule]);
  const canUpdate = useCan('tagging-rules:update');

  const updateRule = useMutation({
    mutationFn: (values: TaggingRuleFormValues) => api.taggingRules.update(organizationId, rule.id, toTaggingRuleInput(values)),
    onSuccess: async () => {
      toast.success(t('tagging-rules.update.success'));
      await invalidate();
      await navigate(taggingRulesPath(organizationId));
    },
    onError: (error) => toast.error(t('tagging-rules.update.error'), { description: errorMessage(error, t) }),
  });

  return (
    <TaggingRuleForm
      organizationId={organizationId}
      defaultValues={defaultValues}
      submitLabel={t('tagging-rules.update.submit')}
      isSubmitting={updateRule.isPending}
      onSubmit={(values) => updateRule.mutate(values)}
      onCancel={() => void navigate(taggingRulesPath(organizationId))}
      readOnlyReason={canUpdate ? undefined : t('tagging-rules.form.read-only')}
    />
  );
}

/** `/organizations/:organizationId/tagging-rules/:taggingRuleId` */
export function EditTaggingRulePage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const { taggingRuleId = '' } = useParams();
  const query = useTaggingRule(organizationId, taggingRuleId);

  if (query.isPending) {
    return (
      <TaggingRuleFormPageLayout organizationId={organizationId}>
        <LoadingState className="min-h-[40vh]" />
      </TaggingRuleFormPageLayout>
    );
  }

  if (query.isError) {
    return (
      <TaggingRuleFormPageLayout organizationId={organizationId}>
        <ItemLoadError
          error={query.error}
          errorTitle={t('tagging-rules.edit.error')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          notFound={{
            title: t('tagging-rules.edit.not-found.title'),
            description: t('tagging-rules.edit.not-found.description'),
            back: { to: taggingRulesPath(organizationId), label: t('tagging-rules.edit.not-found.back') },
          }}
        />
      </TaggingRuleFormPageLayout>
    );
  }

  const rule = query.data.taggingRule;
  return (
    <TaggingRuleFormPageLayout
      organizationId={organizationId}
      title={t('tagging-rules.edit.title')}
      description={t('tagging-rules.edit.description', { name: rule.name })}
    >
      <EditTaggingRuleForm key={rule.id} organizationId={organizationId} rule={rule} />
    </TaggingRuleFormPageLayout>
  );
}
