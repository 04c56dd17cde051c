import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { TaggingRuleForm } from '../components/tagging-rule-form';
import { createDefaultFormValues, toTaggingRuleInput, type TaggingRuleFormValues } from '../lib/tagging-rule-form';
import { taggingRulesPath } from '../tagging-rules.paths';
import { useApplyTaggingRule, useInvalidateTaggingRules } from '../use-tagging-rule-actions';
import { TaggingRuleFormPageLayout } from './tagging-rule-form-page-layout';

/** `/organizations/:organizationId/tagging-rules/create` */
export function CreateTaggingRulePage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const canCreate = useCan('tagging-rules:create');
  const invalidate = useInvalidateTaggingRules(organizationId);
  const applyTaggingRule = useApplyTaggingRule(organizationId);
  const defaultValues = useMemo(createDefaultFormValues, []);

  const createRule = useMutation({
    mutationFn: (values: TaggingRuleFormValues) => api.taggingRules.create(organizationId, toTaggingRuleInput(values)),
    onSuccess: async ({ taggingRule }) => {
      // New rules tag new documents; offer to run this one over the documents already there.
      toast.success(t('tagging-rules.create.success'), {
        description: t('tagging-rules.create.success-description'),
        action: taggingRule ? { label: t('tagging-rules.create.apply-now'), onClick: () => void applyTaggingRule(taggingRule) } : undefined,
      });
      await invalidate();
      await navigate(taggingRulesPath(organizationId));
    },
    onError: (error) => toast.error(t('tagging-rules.create.error'), { description: errorMessage(error, t) }),
  });

  return (
    <TaggingRuleFormPageLayout
      organizationId={organizationId}
      title={t('tagging-rules.create.title')}
      description={t('tagging-rules.create.description')}
    >
      <TaggingRuleForm
        organizationId={organizationId}
        defaultValues={defaultValues}
        submitLabel={t('tagging-rules.create.submit')}
        isSubmitting={createRule.isPending}
        onSubmit={(values) => createRule.mutate(values)}
        onCancel={() => void navigate(taggingRulesPath(organizationId))}
        readOnlyReason={canCreate ? undefined : t('tagging-rules.form.read-only')}
      />
    </TaggingRuleFormPageLayout>
  );
}
