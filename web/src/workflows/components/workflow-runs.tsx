import { CircleAlert, CircleCheck, CircleDashed, CircleMinus, History, RotateCcw, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkflowRun } from '@/api/types';
import { documentPath } from '@/documents/documents.paths';
import { useCan } from '@/lib/current-organization';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { NativeSelect } from '@/ui/native-select';
import { RelativeTime } from '@/ui/relative-time';
import { LoadingState } from '@/ui/spinner';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';
import { WORKFLOW_RUN_STATUSES, type WorkflowRunStatus } from '../../../../core/workflows/workflows.vocabulary';
import { actionLabelKey, reasonText, triggerLabelKey } from '../lib/workflow-text';
import { workflowPath } from '../workflows.paths';
import { useRetryWorkflowRun, useWorkflowRuns } from '../workflows.queries';

const RUN_TONES: Record<WorkflowRunStatus, StatusTone> = { pending: 'neutral', succeeded: 'success', failed: 'danger', skipped: 'neutral' };
const RUN_ICONS = { pending: CircleDashed, succeeded: CircleCheck, failed: CircleAlert, skipped: CircleMinus };
type StepStatus = WorkflowRun['steps'][number]['status'];
const STEP_LOOKS: Record<StepStatus, { tone: StatusTone; icon: LucideIcon }> = {
  done: { tone: 'success', icon: CircleCheck },
  unchanged: { tone: 'neutral', icon: CircleMinus },
  failed: { tone: 'danger', icon: CircleAlert },
  pending: { tone: 'neutral', icon: CircleDashed },
};

type WorkflowRunsProps = { organizationId: string } & (
  | { workflowId: string; documentId?: never }
  | { documentId: string; workflowId?: never }
);

/** The run log of a workflow (with a filter by status) or of a document: newest first, each run's steps, Retry on a failed one. */
export function WorkflowRuns({ organizationId, workflowId, documentId }: WorkflowRunsProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const [status, setStatus] = useState<WorkflowRunStatus | ''>('');
  const query = useWorkflowRuns(organizationId, { workflowId, documentId, status: status || undefined });
  const runs = query.data?.runs ?? [];

  return (
    <div className="grid gap-3">
      {workflowId && (
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium">
            {t('workflows.runs.status-filter')}
          </label>
          <NativeSelect
            id={filterId}
            className="w-44"
            value={status}
            onChange={(event) => setStatus(event.target.value as WorkflowRunStatus | '')}
          >
            <option value="">{t('workflows.runs.all-statuses')}</option>
            {WORKFLOW_RUN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`workflows.runs.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {query.isError ? (
        <LoadErrorAlert
          title={t('workflows.runs.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.isPending ? (
        <LoadingState />
      ) : runs.length === 0 ? (
        <EmptyState icon={History} title={t('workflows.runs.empty')} />
      ) : (
        <ol className="grid gap-3" aria-label={t('workflows.runs.title')}>
          {runs.map((run) => (
            <li key={run.id}>
              <RunEntry organizationId={organizationId} run={run} showWorkflow={workflowId === undefined} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function RunEntry({ organizationId, run, showWorkflow }: { organizationId: string; run: WorkflowRun; showWorkflow: boolean }) {
  const { t } = useTranslation();
  const canRetry = useCan('workflows:run');
  const retry = useRetryWorkflowRun(organizationId);
  return (
    <article
      className="grid gap-2 rounded-lg border p-3 text-sm"
      aria-label={t('workflows.runs.entry', { name: run.workflowName, document: run.documentName ?? '' })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={RUN_TONES[run.status]} icon={RUN_ICONS[run.status]}>
          {t(`workflows.runs.status.${run.status}`)}
        </StatusBadge>
        {showWorkflow ? (
          <Link className="font-medium underline-offset-4 hover:underline" to={workflowPath(organizationId, run.workflowId)}>
            {run.workflowName}
          </Link>
        ) : (
          <Link
            className="font-medium underline-offset-4 hover:underline [overflow-wrap:anywhere]"
            to={documentPath(organizationId, run.documentId)}
          >
            {run.documentName ?? t('workflows.runs.deleted-document')}
          </Link>
        )}
        <span className="text-muted-foreground">{t(triggerLabelKey(run.trigger))}</span>
        <RelativeTime className="ml-auto text-xs text-muted-foreground" date={run.createdAt} />
      </div>
      {run.steps.length > 0 && (
        <ol className="grid gap-1">
          {run.steps.map((step, index) => (
            <li key={index} className="flex flex-wrap items-center gap-2">
              <StatusBadge {...STEP_LOOKS[step.status]}>
                {/* A pending step with a reason threw, and the queue will try it again. */}
                {t(step.status === 'pending' && step.reason ? 'workflows.steps.retrying' : `workflows.steps.${step.status}`)}
              </StatusBadge>
              <span>{t(actionLabelKey(step.type))}</span>
              {step.reason && <span className="text-muted-foreground">{reasonText(t, step)}</span>}
              {step.type === 'apply_suggestions' && Array.isArray(step.detail?.applied) && (
                <span className="text-muted-foreground">
                  {t('workflows.runs.suggestions-applied', { count: step.detail.applied.length })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {/* A failed step says why already: the run's error is shown when it is another sentence (a chain too deep, a document gone). */}
      {run.error && !run.steps.some(({ reason }) => reason === run.error) && (
        <p className="text-destructive">{reasonText(t, { reason: run.error, ...run.errorReason })}</p>
      )}
      {run.status === 'failed' && canRetry && (
        <div>
          <Button type="button" variant="outline" size="sm" isLoading={retry.isPending} onClick={() => retry.mutate(run)}>
            {!retry.isPending && <RotateCcw aria-hidden />}
            {t('workflows.runs.retry')}
          </Button>
        </div>
      )}
    </article>
  );
}
