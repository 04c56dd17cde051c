import { CircleCheck, CircleX, FileWarning, MailX, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthFailureKind } from '../../../../core/admin/admin.schemas';
import type { CronRun, HealthFailures } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Card } from '@/ui/card';
import { TitledSection } from '@/ui/titled-section';
import { StatusBadge } from '@/ui/status-badge';
import { useHealth, useHealthFailures } from '../admin.queries';
import { ConsoleList, consoleFallback } from '../components/console-list';
import { ConsoleRefusal, isConsoleRefusal } from '../components/console-refusal';
import { DatabaseHealthCard } from '../components/database-health-card';
import { BouncedMessageCard, FailedDeliveryCard, FailedDocumentCard } from '../components/health-failure-card';

/** The Cron Triggers' names, by their schedule in wrangler.toml (worker/tasks.ts). */
const CRON_NAMES: Partial<Record<string, string>> = { '0 3 * * *': 'admin.health.cron-daily', '0 * * * *': 'admin.health.cron-hourly' };

function CronRunRow({ run }: { run: CronRun }) {
  const { t } = useTranslation();
  const { formatDateTime, formatDuration, toIsoString } = useFormatters();
  const succeeded = run.outcome === 'succeeded';
  return (
    <Card className="gap-1 px-5 py-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="font-medium">
          {t(CRON_NAMES[run.cron] ?? 'admin.health.cron-other')} <code className="font-mono text-xs text-muted-foreground">{run.cron}</code>
        </p>
        <StatusBadge tone={succeeded ? 'success' : 'danger'} icon={succeeded ? CircleCheck : CircleX}>
          {t(succeeded ? 'admin.health.cron-succeeded' : 'admin.health.cron-failed')}
        </StatusBadge>
      </div>
      <p className="text-muted-foreground">
        <time dateTime={toIsoString(run.startedAt)}>{formatDateTime(run.startedAt)}</time>
        {' · '}
        {t('admin.health.cron-took', { duration: formatDuration(run.finishedAt.getTime() - run.startedAt.getTime()) })}
      </p>
      {run.error && <p className="text-destructive [overflow-wrap:anywhere]">{run.error}</p>}
    </Card>
  );
}

/** The failures of one kind, a page at a time. */
function FailureList<Kind extends HealthFailureKind>({
  kind,
  label,
  empty,
  icon,
  children,
}: {
  kind: Kind;
  label: string;
  empty: string;
  icon: typeof FileWarning;
  children: (failure: HealthFailures[Kind]) => ReactNode;
}) {
  const { query, items } = useHealthFailures(kind);
  return (
    <ConsoleList query={query} items={items} label={label} empty={{ icon, title: empty }} itemKey={(failure) => failure.id}>
      {children}
    </ConsoleList>
  );
}

/**
 * `/admin/health`: every database (how full, its organizations, work waiting and failed), what failed
 * with Retry where a retry can help, and the Cron Triggers' last runs.
 */
export function AdminHealthPage() {
  const { t } = useTranslation();
  const health = useHealth();
  if (health.isError && isConsoleRefusal(health.error)) return <ConsoleRefusal error={health.error} />;
  return (
    <div className="space-y-10">
      <TitledSection variant="page" title={t('admin.health.databases')} description={t('admin.health.databases-description')}>
        {consoleFallback(health, { hasContent: health.data !== undefined, loadErrorTitle: t('admin.load-error') }) ?? (
          <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('admin.health.databases')}>
            {health.data?.databases.map((database) => (
              <li key={database.binding} className="min-w-0">
                <DatabaseHealthCard database={database} countCap={health.data?.countCap ?? 0} />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection variant="page" title={t('admin.health.failed-documents')} description={t('admin.health.failed-documents-description')}>
        <FailureList
          kind="documents"
          label={t('admin.health.failed-documents')}
          empty={t('admin.health.no-failed-documents')}
          icon={FileWarning}
        >
          {(failure) => <FailedDocumentCard failure={failure} />}
        </FailureList>
      </TitledSection>
      <TitledSection
        variant="page"
        title={t('admin.health.failed-deliveries')}
        description={t('admin.health.failed-deliveries-description')}
      >
        <FailureList
          kind="webhook-deliveries"
          label={t('admin.health.failed-deliveries')}
          empty={t('admin.health.no-failed-deliveries')}
          icon={Webhook}
        >
          {(failure) => <FailedDeliveryCard failure={failure} />}
        </FailureList>
      </TitledSection>
      <TitledSection variant="page" title={t('admin.health.bounced-messages')} description={t('admin.health.bounced-messages-description')}>
        <FailureList
          kind="intake-messages"
          label={t('admin.health.bounced-messages')}
          empty={t('admin.health.no-bounced-messages')}
          icon={MailX}
        >
          {(failure) => <BouncedMessageCard failure={failure} />}
        </FailureList>
      </TitledSection>
      <TitledSection variant="page" title={t('admin.health.cron-runs')} description={t('admin.health.cron-runs-description')}>
        {health.data?.cronRuns.length === 0 && <p className="text-sm text-muted-foreground">{t('admin.health.no-cron-runs')}</p>}
        {Boolean(health.data?.cronRuns.length) && (
          <ul className="grid gap-2" aria-label={t('admin.health.cron-runs')}>
            {health.data?.cronRuns.map((run) => (
              <li key={run.id}>
                <CronRunRow run={run} />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  );
}

// The router's lazy route takes the page by this name (routes.tsx).
export { AdminHealthPage as Component };
