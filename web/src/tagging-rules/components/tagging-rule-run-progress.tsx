import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TaggingRuleRun } from '@/api/types';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-formatters';
import { ProgressBar } from '@/ui/progress-bar';
import { StatusIcon, type Status } from '@/ui/status-icon';
import { getRunProgress } from '../lib/tagging-rule-run';

const RUN_STATUS_ICONS: Record<TaggingRuleRun['status'], Status> = { running: 'working', done: 'success', failed: 'error' };

/** The newest "apply to existing documents" run: a live progress bar while running, then its outcome. */
export function TaggingRuleRunProgress({ run, onDismiss, className }: { run: TaggingRuleRun; onDismiss?: () => void; className?: string }) {
  const { t } = useTranslation();
  const { formatRelativeTime, formatDateTime, formatCount } = useFormatters();
  const progress = getRunProgress(run);
  const counts = {
    processed: formatCount(progress.processedCount),
    total: formatCount(progress.documentsCount),
    tagged: formatCount(progress.taggedCount),
  };

  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border p-3 text-sm',
        progress.status === 'failed'
          ? 'border-destructive/40 bg-destructive/5'
          : progress.status === 'done'
            ? 'bg-muted/30'
            : 'bg-primary/5',
        className,
      )}
      aria-live="polite"
    >
      <div className="flex items-center gap-2">
        <StatusIcon status={RUN_STATUS_ICONS[progress.status]} className={progress.status === 'running' ? 'text-primary' : undefined} />
        <p className="min-w-0 flex-1 font-medium">{t(`tagging-rules.run.status.${progress.status}`)}</p>
        {!progress.isRunning && (
          <time
            className="shrink-0 text-xs text-muted-foreground"
            dateTime={new Date(run.updatedAt).toISOString()}
            title={formatDateTime(run.updatedAt)}
          >
            {formatRelativeTime(run.updatedAt)}
          </time>
        )}
        {!progress.isRunning && onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            className="flex size-6 shrink-0 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('tagging-rules.run.dismiss')}
          >
            <X className="size-3.5" aria-hidden />
          </button>
        )}
      </div>
      {progress.status !== 'failed' && (
        <ProgressBar
          percent={progress.percent}
          label={t('tagging-rules.run.progress-label')}
          valueLabel={(percent) => t('tagging-rules.run.percent', { percent })}
          isDone={progress.status === 'done'}
        />
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground tabular-nums">
        <span>{t('tagging-rules.run.processed', counts)}</span>
        <span>{t('tagging-rules.run.tagged', counts)}</span>
      </p>
    </div>
  );
}
