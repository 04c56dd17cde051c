import { Pencil, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Webhook } from '@/api/types';
import { useCan } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { Card, ListCardHeader } from '@/ui/card';
import { DateValue, Detail } from '@/ui/details';
import { eventLabelKey } from '../lib/webhook-events';
import { webhookPath } from '../webhooks.paths';
import { WebhookDisabledBadge, WebhookDisabledNotice } from './webhook-disabled-notice';

type WebhookCardProps = {
  organizationId: string;
  webhook: Webhook;
  isDeleting: boolean;
  onDelete: () => void;
  isEnabling: boolean;
  onEnable: () => void;
};

/** One webhook: its name and URL, when it last sent and was made, its events, why it is off, edit and delete. */
export function WebhookCard({ organizationId, webhook, isDeleting, onDelete, isEnabling, onEnable }: WebhookCardProps) {
  const { t } = useTranslation();
  const { formatList } = useFormatters();
  const titleId = useId();
  const canUpdate = useCan('webhooks:update');
  const canDelete = useCan('webhooks:delete');

  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId}>
      <ListCardHeader
        icon={WebhookIcon}
        titleId={titleId}
        title={
          <Link
            to={webhookPath(organizationId, webhook.id)}
            className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {webhook.name}
          </Link>
        }
        badges={!webhook.enabled && <WebhookDisabledBadge webhook={webhook} />}
        code={webhook.url}
        actions={
          <>
            {canUpdate && (
              <Button asChild variant="outline" size="sm">
                <Link to={webhookPath(organizationId, webhook.id)} aria-label={t('webhooks.card.edit-label', { name: webhook.name })}>
                  <Pencil aria-hidden />
                  <span className="hidden sm:inline">{t('webhooks.card.edit')}</span>
                </Link>
              </Button>
            )}
            {canDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:text-destructive"
                aria-label={t('webhooks.card.delete-label', { name: webhook.name })}
                isLoading={isDeleting}
                onClick={onDelete}
              >
                {!isDeleting && <Trash2 aria-hidden />}
              </Button>
            )}
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 px-5 sm:grid-cols-[auto_auto_1fr]">
        <Detail label={t('webhooks.card.last-triggered')}>
          {webhook.lastTriggeredAt ? <DateValue value={webhook.lastTriggeredAt} /> : t('webhooks.card.never-triggered')}
        </Detail>
        <Detail label={t('webhooks.card.created')}>
          <DateValue value={webhook.createdAt} />
        </Detail>
        <Detail label={t('webhooks.card.events')}>{formatList(webhook.events.map((event) => t(eventLabelKey(event))))}</Detail>
      </dl>
      {!webhook.enabled && <WebhookDisabledNotice webhook={webhook} isEnabling={isEnabling} onEnable={onEnable} className="mx-5" />}
    </Card>
  );
}
