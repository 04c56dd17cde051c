import { CalendarClock, FlaskConical, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Workflow } from '@/api/types';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { documentPath } from '@/documents/documents.paths';
import { useLocale } from '@/lib/use-locale';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { LoadErrorAlert } from '@/ui/load-error';
import { StatusBadge } from '@/ui/status-badge';
import { LoadingState } from '@/ui/spinner';
import type { PlannedAction } from '../../../../core/workflows/workflow-plan';
import { actionLabelKey, reasonText } from '../lib/workflow-text';
import { DUE_DAYS, useTryWorkflow, useWorkflowDue } from '../workflows.queries';

/** "Try it": a document chosen by search, and what each action would do to it; for a schedule, what falls due soon. */
export function WorkflowTry({ organizationId, workflow }: { organizationId: string; workflow: Workflow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tryIt = useTryWorkflow(organizationId, workflow.id);
  const isScheduled = workflow.triggers.some((trigger) => trigger.type === 'scheduled');
  return (
    <div className="grid gap-6">
      <DocumentSearch organizationId={organizationId} onPick={(documentId) => tryIt.mutate(documentId)} isTrying={tryIt.isPending} />
      {tryIt.isError && (
        <Alert variant="destructive">
          <AlertTitle>{t('workflows.try.error')}</AlertTitle>
          <AlertDescription>{errorMessage(tryIt.error, t)}</AlertDescription>
        </Alert>
      )}
      {tryIt.data && (
        <section aria-live="polite" className="grid gap-2">
          <p className="text-sm font-medium">
            {tryIt.data.meetsConditions ? t('workflows.try.meets-conditions') : t('workflows.try.misses-conditions')}
          </p>
          <ol className="grid gap-2" aria-label={t('workflows.try.steps')}>
            {tryIt.data.steps.map((step, index) => (
              <li key={index} className="flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm">
                <PlannedStatus step={step} />
                <span className="font-medium">{t(actionLabelKey(step.type))}</span>
                <span className="text-muted-foreground [overflow-wrap:anywhere]">{stepDetail(step, t, locale)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {isScheduled && <DueDocuments organizationId={organizationId} workflowId={workflow.id} />}
    </div>
  );
}

function PlannedStatus({ step }: { step: PlannedAction }) {
  const { t } = useTranslation();
  if (step.status === 'change')
    return (
      <StatusBadge tone="success" icon={FlaskConical}>
        {t('workflows.try.change')}
      </StatusBadge>
    );
  if (step.status === 'failed')
    return (
      <StatusBadge tone="danger" icon={FlaskConical}>
        {t('workflows.try.failed')}
      </StatusBadge>
    );
  return (
    <StatusBadge tone="neutral" icon={FlaskConical}>
      {t('workflows.try.unchanged')}
    </StatusBadge>
  );
}

/** What a step would write: the new name, the date, the subject; or why it would not. */
function stepDetail(step: PlannedAction, t: TFunction, locale: string): string {
  if (step.status !== 'change') return reasonText(t, step);
  switch (step.type) {
    case 'rename':
      return step.name;
    case 'set_document_date':
      return step.documentDate;
    case 'send_email':
      return step.subject;
    case 'call_webhook':
      return step.body;
    case 'assign_archive_serial_number':
      return step.archiveSerialNumber === null ? '' : String(step.archiveSerialNumber);
    // Which suggestions are pending is read when the run carries the action out.
    case 'apply_suggestions':
      return t('workflows.try.apply-suggestions', {
        confidence: new Intl.NumberFormat(locale, { style: 'percent' }).format(step.minConfidence),
        kinds: new Intl.ListFormat(locale).format(step.kinds.map((kind) => t(`workflows.suggestion-kinds.${kind}`))),
      });
    default:
      return '';
  }
}

/** A search box and its first matches, each a button that picks the document. */
function DocumentSearch({
  organizationId,
  onPick,
  isTrying,
}: {
  organizationId: string;
  onPick: (documentId: string) => void;
  isTrying: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [text, setText] = useState('');
  const [searchQuery, setSearchQuery] = useState<string | null>(null);
  const results = useQuery({
    queryKey: ['organizations', organizationId, 'workflow-try-search', searchQuery],
    queryFn: () => api.documents.search(organizationId, { searchQuery: searchQuery ?? '', pageIndex: 0, pageSize: 8 }),
    enabled: searchQuery !== null,
  });
  return (
    <div className="grid gap-2">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearchQuery(text.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('workflows.try.search-label')}
        </label>
        <Input id={id} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('workflows.try.search-placeholder')} />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          {t('workflows.try.search')}
        </Button>
      </form>
      {results.isError && (
        <LoadErrorAlert
          title={t('workflows.try.search-error')}
          error={results.error}
          onRetry={() => void results.refetch()}
          isRetrying={results.isFetching}
        />
      )}
      {results.data && (
        <ul className="grid gap-1" aria-label={t('workflows.try.results')}>
          {results.data.documents.length === 0 && <li className="text-sm text-muted-foreground">{t('workflows.try.no-results')}</li>}
          {results.data.documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm">
              <span className="min-w-0 truncate">{document.name}</span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={isTrying}
                onClick={() => onPick(document.id)}
                aria-label={t('workflows.try.pick', { name: document.name })}
              >
                {t('workflows.try.try')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DueDocuments({ organizationId, workflowId }: { organizationId: string; workflowId: string }) {
  const { t } = useTranslation();
  const query = useWorkflowDue(organizationId, workflowId, { enabled: true });
  return (
    <section className="grid gap-2" aria-labelledby={`${workflowId}-due`}>
      <h3 id={`${workflowId}-due`} className="flex items-center gap-2 font-medium">
        <CalendarClock className="size-4" aria-hidden />
        {t('workflows.try.due-title', { days: DUE_DAYS })}
      </h3>
      {query.isError ? (
        <LoadErrorAlert
          title={t('workflows.try.due-error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.isPending ? (
        <LoadingState />
      ) : query.data.due.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('workflows.try.due-empty', { days: DUE_DAYS })}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {query.data.due.map((due) => (
            <li
              key={`${due.documentId}-${due.triggerIndex}-${due.dueOn}`}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5"
            >
              <Link to={documentPath(organizationId, due.documentId)} className="min-w-0 truncate underline-offset-4 hover:underline">
                {due.documentName}
              </Link>
              <span className="shrink-0 tabular-nums text-muted-foreground">{due.dueOn}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
