import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { TaggingRuleForm } from '../components/tagging-rule-form';
import { createDefaultFormValues } from '../lib/tagging-rule-form';
import { taggingRulesPath } from '../tagging-rules.paths';
import { useCreateTaggingRule } from '../tagging-rules.queries';
import { TaggingRuleFormPageLayout } from './tagging-rule-form-page-layout';

/** `/organizations/:organizationId/tagging-rules/create` */
export function CreateTaggingRulePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const canCreate = useCan('tagging-rules:create');
  const defaultValues = useMemo(createDefaultFormValues, []);

  const createRule = useCreateTaggingRule(organizationId, { onCreated: () => navigate(taggingRulesPath(organizationId)) });

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
