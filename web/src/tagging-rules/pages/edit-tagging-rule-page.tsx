import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TaggingRule } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { ItemLoadError } from '@/ui/item-load-error';
import { LoadingState } from '@/ui/spinner';
import { TaggingRuleForm } from '../components/tagging-rule-form';
import { toFormValues } from '../lib/tagging-rule-form';
import { taggingRulesPath } from '../tagging-rules.paths';
import { useTaggingRule, useUpdateTaggingRule } from '../tagging-rules.queries';
import { TaggingRuleFormPageLayout } from './tagging-rule-form-page-layout';

function EditTaggingRuleForm({ organizationId, rule }: { organizationId: string; rule: TaggingRule }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const defaultValues = useMemo(() => toFormValues(rule), [rule]);
  const canUpdate = useCan('tagging-rules:update');

  const updateRule = useUpdateTaggingRule(organizationId, rule.id, { onUpdated: () => navigate(taggingRulesPath(organizationId)) });

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
