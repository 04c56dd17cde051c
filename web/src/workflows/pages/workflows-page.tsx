import { GripVertical, Workflow as WorkflowIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Workflow } from '@/api/types';
import { DemoNotice } from '@/config/demo-notice';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { moveItem } from '@/lib/move-item';
import { Badge } from '@/ui/badge';
import { CardList } from '@/ui/card-list';
import { CreateLinkButton } from '@/ui/create-link-button';
import { EmptyState } from '@/ui/empty-state';
import { MoveButtons } from '@/ui/move-buttons';
import { PageContainer, PageHeader } from '@/ui/page';
import { Switch } from '@/ui/switch';
import { useDragReorder } from '@/ui/use-drag-reorder';
import { triggerLabelKey } from '../lib/workflow-text';
import { createWorkflowPath, workflowPath } from '../workflows.paths';
import { useReorderWorkflows, useSetWorkflowEnabled, useWorkflows } from '../workflows.queries';

/** `/organizations/:organizationId/workflows`: the workflows in the order they run, to switch on and off and reorder. */
export function WorkflowsPage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const query = useWorkflows(organizationId);
  const workflows = query.data?.workflows ?? [];
  const canCreate = useCan('workflows:create');
  const canUpdate = useCan('workflows:update');
  const reorder = useReorderWorkflows(organizationId);
  const move = (from: number, to: number) => reorder.mutate(moveItem(workflows, from, to));
  const { rowProps } = useDragReorder(move);
  const isEmpty = query.isSuccess && workflows.length === 0;

  const createButton = canCreate && (
    <CreateLinkButton to={createWorkflowPath(organizationId)}>{t('workflows.list.create')}</CreateLinkButton>
  );

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title={t('workflows.list.title')}
        description={t('workflows.list.description')}
        actions={isEmpty ? undefined : createButton}
      />
      <DemoNotice description={t('workflows.demo-warning')} />
      <CardList
        query={query}
        items={workflows}
        label={t('workflows.list.title')}
        errorTitle={t('workflows.list.error')}
        empty={
          <EmptyState
            icon={WorkflowIcon}
            title={t('workflows.list.empty.title')}
            description={t('workflows.list.empty.description')}
            actions={createButton}
          />
        }
        itemKey={(workflow) => workflow.id}
      >
        {(workflow) => {
          const index = workflows.indexOf(workflow);
          return (
            <div
              {...(canUpdate ? rowProps(index) : {})}
              className="flex items-center gap-3 rounded-xl border bg-card px-3 py-3 shadow-xs data-[dragging]:opacity-50 data-[drop-target]:border-primary sm:px-4"
            >
              {canUpdate && <GripVertical className="size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden />}
              <span className="w-6 shrink-0 text-center text-sm tabular-nums text-muted-foreground">{index + 1}</span>
              <WorkflowSummary organizationId={organizationId} workflow={workflow} />
              {canUpdate && (
                <MoveButtons
                  index={index}
                  count={workflows.length}
                  onMove={move}
                  disabled={reorder.isPending}
                  upLabel={t('workflows.list.move-up', { name: workflow.name })}
                  downLabel={t('workflows.list.move-down', { name: workflow.name })}
                />
              )}
              <EnabledSwitch organizationId={organizationId} workflow={workflow} disabled={!canUpdate} />
            </div>
          );
        }}
      </CardList>
    </PageContainer>
  );
}

function WorkflowSummary({ organizationId, workflow }: { organizationId: string; workflow: Workflow }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <Link
        to={workflowPath(organizationId, workflow.id)}
        className="block font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
      >
        {workflow.name}
      </Link>
      <div className="flex flex-wrap gap-1.5">
        {workflow.triggers.map((trigger, index) => (
          <Badge key={index}>{t(triggerLabelKey(trigger.type))}</Badge>
        ))}
        <span className="text-xs text-muted-foreground">{t('workflows.list.actions-count', { count: workflow.actions.length })}</span>
      </div>
    </div>
  );
}

function EnabledSwitch({ organizationId, workflow, disabled }: { organizationId: string; workflow: Workflow; disabled: boolean }) {
  const { t } = useTranslation();
  const setEnabled = useSetWorkflowEnabled(organizationId);
  return (
    <Switch
      checked={workflow.isEnabled}
      disabled={disabled || setEnabled.isPending}
      onCheckedChange={(isEnabled) => setEnabled.mutate({ workflow, isEnabled })}
      aria-label={t('workflows.list.toggle', { name: workflow.name })}
    />
  );
}
