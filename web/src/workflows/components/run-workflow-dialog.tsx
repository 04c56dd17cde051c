import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { LoadErrorAlert } from '@/ui/load-error';
import { NativeSelect } from '@/ui/native-select';
import { LoadingState } from '@/ui/spinner';
import { useRunWorkflow, useWorkflows } from '../workflows.queries';

type RunWorkflowDialogProps = { organizationId: string; documentIds: string[]; onClose: () => void; onQueued?: () => void };

/** "Run workflow…": choose one of the organization's workflows and queue it on the documents (its conditions still apply). */
export function RunWorkflowDialog({ organizationId, documentIds, onClose, onQueued }: RunWorkflowDialogProps) {
  const { t } = useTranslation();
  const query = useWorkflows(organizationId);
  const workflows = query.data?.workflows ?? [];
  const [workflowId, setWorkflowId] = useState('');
  const chosen = workflows.find(({ id }) => id === workflowId) ?? workflows[0];
  const run = useRunWorkflow(organizationId);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('workflows.run.title')}</DialogTitle>
          <DialogDescription>{t('workflows.run.description', { count: documentIds.length })}</DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <LoadErrorAlert
            title={t('workflows.list.error')}
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : query.isPending ? (
          <LoadingState />
        ) : workflows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('workflows.run.none')}</p>
        ) : (
          <FormField label={t('workflows.run.workflow')}>
            <NativeSelect value={chosen?.id} onChange={(event) => setWorkflowId(event.target.value)}>
              {workflows.map((workflow) => (
                <option key={workflow.id} value={workflow.id}>
                  {workflow.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t('workflows.run.cancel')}
            </Button>
          </DialogClose>
          <Button
            type="button"
            disabled={!chosen}
            isLoading={run.isPending}
            onClick={() =>
              chosen &&
              run.mutate(
                { workflow: chosen, documentIds },
                {
                  onSuccess: () => {
                    onQueued?.();
                    onClose();
                  },
                },
              )
            }
          >
            {t('workflows.run.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
