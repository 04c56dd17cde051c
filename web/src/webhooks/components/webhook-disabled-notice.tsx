import { CirclePause, CircleX, Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@/api/types';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/current-organization';
import { Button } from '@/ui/button';
import { DateValue } from '@/ui/details';
import { StatusBadge } from '@/ui/status-badge';

/** Turned off by the server (its receiver failed or is gone), rather than by a person. */
const isStoppedByServer = (webhook: Pick<Webhook, 'disabledReason'>) => webhook.disabledReason !== null;

/** "Disabled", in red when the server turned it off. */
export function WebhookDisabledBadge({ webhook }: { webhook: Pick<Webhook, 'disabledReason'> }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={isStoppedByServer(webhook) ? 'danger' : 'neutral'} icon={isStoppedByServer(webhook) ? CircleX : CirclePause}>
      {t('webhooks.disabled.badge')}
    </StatusBadge>
  );
}

type WebhookDisabledNoticeProps = { webhook: Webhook; isEnabling: boolean; onEnable: () => void; className?: string };

/** Why a webhook sends nothing (since when, if the server stopped it) and the way to turn it back on. */
export function WebhookDisabledNotice({ webhook, isEnabling, onEnable, className }: WebhookDisabledNoticeProps) {
  const { t } = useTranslation();
  const canUpdate = useCan('webhooks:update');
  const isStopped = isStoppedByServer(webhook);
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        isStopped ? 'border-destructive/40 bg-destructive/5' : 'bg-muted/40',
        className,
      )}
    >
      <div className="grid gap-0.5">
        <p className="font-medium">
          {isStopped ? t('webhooks.disabled.stopped-title') : t('webhooks.disabled.paused-title')}
          {isStopped && webhook.disabledAt && (
            <span className="font-normal text-muted-foreground">
              {' · '}
              <DateValue value={webhook.disabledAt} />
            </span>
          )}
        </p>
        <p className="text-muted-foreground">{t(`webhooks.disabled.reasons.${webhook.disabledReason ?? 'manual'}`)}</p>
      </div>
      {canUpdate && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          isLoading={isEnabling}
          onClick={onEnable}
          aria-label={t('webhooks.enable.label', { name: webhook.name })}
        >
          {!isEnabling && <Power aria-hidden />}
          {t('webhooks.enable.action')}
        </Button>
      )}
    </div>
  );
}
