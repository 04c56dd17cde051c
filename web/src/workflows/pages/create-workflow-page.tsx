import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { BackLink } from '@/ui/back-link';
import { PageCard } from '@/ui/card';
import { PageContainer } from '@/ui/page';
import { WorkflowForm } from '../components/workflow-form';
import { createDefaultFormValues } from '../lib/workflow-form';
import { workflowPath, workflowsPath } from '../workflows.paths';
import { useCreateWorkflow } from '../workflows.queries';

/** `/organizations/:organizationId/workflows/create` */
export function CreateWorkflowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const canCreate = useCan('workflows:create');
  const defaultValues = useMemo(createDefaultFormValues, []);
  const create = useCreateWorkflow(organizationId, { onCreated: (workflow) => navigate(workflowPath(organizationId, workflow.id)) });

  return (
    <PageContainer className="max-w-3xl">
      <BackLink to={workflowsPath(organizationId)}>{t('workflows.back')}</BackLink>
      <PageCard title={t('workflows.create.title')} description={t('workflows.create.description')}>
        <WorkflowForm
          organizationId={organizationId}
          defaultValues={defaultValues}
          submitLabel={t('workflows.create.submit')}
          isSubmitting={create.isPending}
          onSubmit={(input) => create.mutate(input)}
          onCancel={() => void navigate(workflowsPath(organizationId))}
          readOnlyReason={canCreate ? undefined : t('workflows.form.read-only')}
        />
      </PageCard>
    </PageContainer>
  );
}
