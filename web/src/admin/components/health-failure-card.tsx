import { FileWarning, MailX, Webhook } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthFailures } from '@/api/types';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, ListCardHeader } from '@/ui/card';
import { DateValue, Detail } from '@/ui/details';
import { useOperatorAction } from '../admin.queries';

/** A failure's card: what failed, in which organization, when and why, and Retry where there is one. */
function FailureCard({
  icon,
  title,
  code,
  organizationName,
  at,
  atLabel,
  reason,
  badge,
  retry,
}: {
  icon: typeof FileWarning;
  title: string;
  code?: string;
  organizationName: string;
  at: Date;
  atLabel: string;
  reason: string | null;
  badge?: ReactNode;
  retry?: { label: string; run: () => void; isPending: boolean };
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId}>
      <ListCardHeader
        icon={icon}
        titleId={titleId}
        title={title}
        code={code}
        badges={badge}
        actions={
          retry && (
            <Button variant="outline" size="sm" aria-label={retry.label} isLoading={retry.isPending} onClick={retry.run}>
              {t('admin.health.retry')}
            </Button>
          )
        }
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 px-5">
        <Detail label={t('admin.health.organization')}>{organizationName}</Detail>
        <Detail label={atLabel}>
          <DateValue value={at} />
        </Detail>
        {reason && (
          <Detail className="col-span-2" label={t('admin.health.reason')}>
            {reason}
          </Detail>
        )}
      </dl>
    </Card>
  );
}

export function FailedDocumentCard({ failure }: { failure: HealthFailures['documents'] }) {
  const { t } = useTranslation();
  const retry = useOperatorAction(
    (api) => api.reprocessDocument(failure),
    () => t('admin.health.reprocessed-toast', { name: failure.name }),
  );
  return (
    <FailureCard
      icon={FileWarning}
      title={failure.name}
      code={failure.id}
      organizationName={failure.organizationName}
      at={failure.createdAt}
      atLabel={t('admin.health.added')}
      reason={failure.error}
      retry={{ label: t('admin.health.reprocess-label', { name: failure.name }), run: () => retry.mutate(), isPending: retry.isPending }}
    />
  );
}

export function FailedDeliveryCard({ failure }: { failure: HealthFailures['webhook-deliveries'] }) {
  const { t } = useTranslation();
  const retry = useOperatorAction(
    (api) => api.redeliver(failure),
    () => t('admin.health.redelivered-toast', { url: failure.webhookUrl }),
  );
  const answer = failure.responseStatus ? t('admin.health.answered', { status: failure.responseStatus }) : null;
  return (
    <FailureCard
      icon={Webhook}
      title={t('admin.health.delivery-title', { event: failure.eventType, count: failure.attempts })}
      code={failure.webhookUrl}
      organizationName={failure.organizationName}
      at={failure.createdAt}
      atLabel={t('admin.health.sent')}
      reason={[answer, failure.error].filter(Boolean).join(' · ') || null}
      retry={{
        label: t('admin.health.redeliver-label', { event: failure.eventType, url: failure.webhookUrl }),
        run: () => retry.mutate(),
        isPending: retry.isPending,
      }}
    />
  );
}

export function BouncedMessageCard({ failure }: { failure: HealthFailures['intake-messages'] }) {
  const { t } = useTranslation();
  return (
    <FailureCard
      icon={MailX}
      title={failure.subject || t('admin.health.no-subject')}
      code={failure.fromAddress ?? undefined}
      organizationName={failure.organizationName}
      at={failure.createdAt}
      atLabel={t('admin.health.received')}
      reason={failure.reason}
      // Rejected: bounced to its sender by the address's rules; failed: reading it failed on our side.
      badge={<Badge>{t(failure.outcome === 'failed' ? 'admin.health.outcome-failed' : 'admin.health.outcome-rejected')}</Badge>}
    />
  );
}
