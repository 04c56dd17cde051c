import { Database } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatabaseHealth } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Card, ListCardHeader } from '@/ui/card';
import { Detail } from '@/ui/details';
import { ProgressBar } from '@/ui/progress-bar';

/** One database: how full it is against D1's largest, how many organizations it holds, and the work waiting and failed in it. */
export function DatabaseHealthCard({ database, countCap }: { database: DatabaseHealth; countCap: number }) {
  const { t } = useTranslation();
  const { formatCount, formatSize } = useFormatters();
  const titleId = useId();
  const count = (value: number) => formatCount(Math.min(value, countCap), value > countCap);
  const percent = Math.min(100, (database.sizeBytes / database.limitBytes) * 100);
  const size = t('admin.health.size', { size: formatSize(database.sizeBytes), limit: formatSize(database.limitBytes) });
  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId}>
      <ListCardHeader icon={Database} titleId={titleId} title={<code className="font-mono">{database.binding}</code>} />
      <div className="space-y-1.5 px-5">
        <p className="text-sm">{size}</p>
        <ProgressBar percent={percent} label={t('admin.health.size-label', { database: database.binding })} valueLabel={() => size} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 px-5 sm:grid-cols-4">
        <Detail label={t('admin.health.organizations')}>{formatCount(database.organizationsCount)}</Detail>
        <Detail label={t('admin.health.documents')}>
          {t('admin.health.waiting-failed', { waiting: count(database.documents.waiting), failed: count(database.documents.failed) })}
        </Detail>
        <Detail label={t('admin.health.webhook-deliveries')}>
          {t('admin.health.waiting-failed', {
            waiting: count(database.webhookDeliveries.waiting),
            failed: count(database.webhookDeliveries.failed),
          })}
        </Detail>
        <Detail label={t('admin.health.intake-messages')}>
          {t('admin.health.waiting-bounced', {
            waiting: count(database.intakeMessages.waiting),
            bounced: count(database.intakeMessages.bounced),
          })}
        </Detail>
      </dl>
    </Card>
  );
}
