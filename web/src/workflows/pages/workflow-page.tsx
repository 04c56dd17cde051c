import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Workflow } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { PageCard } from '@/ui/card';
import { ItemLoadError } from '@/ui/item-load-error';
import { PageContainer } from '@/ui/page';
import { LoadingState } from '@/ui/spinner';
import { WorkflowForm } from '../components/workflow-form';
import { WorkflowRuns } from '../components/workflow-runs';
import { WorkflowTry } from '../components/workflow-try';
import { toFormValues } from '../lib/workflow-form';
import { workflowsPath } from '../workflows.paths';
import { useDeleteWorkflow, useUpdateWorkflow, useWorkflow } from '../workflows.queries';

/** `/organizations/:organizationId/workflows/:workflowId`: the builder, "Try it" and the run log. */
export function WorkflowPage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const { workflowId = '' } = useParams();
  const query = useWorkflow(organizationId, workflowId);

  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <BackLink to={workflowsPath(organizationId)}>{t('workflows.back')}</BackLink>
      {query.isPending ? (
        <LoadingState className="min-h-[40vh]" />
      ) : query.isError ? (
        <ItemLoadError
          error={query.error}
          errorTitle={t('workflows.edit.error')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          notFound={{
            title: t('workflows.edit.not-found.title'),
            description: t('workflows.edit.not-found.description'),
            back: { to: workflowsPath(organizationId), label: t('workflows.back') },
          }}
        />
      ) : (
        <WorkflowSections key={query.data.workflow.id} organizationId={organizationId} workflow={query.data.workflow} />
      )}
    </PageContainer>
  );
}

function WorkflowSections({ organizationId, workflow }: { organizationId: string; workflow: Workflow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const defaultValues = useMemo(() => toFormValues(workflow), [workflow]);
  const canUpdate = useCan('workflows:update');
  const canDelete = useCan('workflows:delete');
  const update = useUpdateWorkflow(organizationId, workflow.id);
  const { deleteWorkflow, isDeleting } = useDeleteWorkflow(organizationId, { onDeleted: () => navigate(workflowsPath(organizationId)) });

  return (
    <>
      <PageCard title={workflow.name} description={t('workflows.edit.description')}>
        <WorkflowForm
          organizationId={organizationId}
          defaultValues={defaultValues}
          submitLabel={t('workflows.update.submit')}
          isSubmitting={update.isPending}
          onSubmit={(input) => update.mutate(input)}
          onCancel={() => void navigate(workflowsPath(organizationId))}
          readOnlyReason={canUpdate ? undefined : t('workflows.form.read-only')}
        />
        {canDelete && (
          <div className="mt-6 border-t pt-4">
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              isLoading={isDeleting}
              onClick={() => void deleteWorkflow(workflow)}
            >
              {!isDeleting && <Trash2 aria-hidden />}
              {t('workflows.delete.action')}
            </Button>
          </div>
        )}
      </PageCard>
      <PageCard title={t('workflows.try.title')} description={t('workflows.try.description')}>
        <WorkflowTry organizationId={organizationId} workflow={workflow} />
      </PageCard>
      <PageCard title={t('workflows.runs.title')} description={t('workflows.runs.description')}>
        <WorkflowRuns organizationId={organizationId} workflowId={workflow.id} />
      </PageCard>
    </>
  );
}
