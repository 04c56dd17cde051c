import { CircleCheck, CircleX, Clock, RotateCw, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@/api/types';
import { Badge } from '@/ui/badge';

const STATUS_LOOKS: Record<WebhookDelivery['status'], { icon: LucideIcon; className?: string }> = {
  pending: { icon: Clock },
  retrying: { icon: RotateCw, className: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300' },
  succeeded: { icon: CircleCheck, className: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300' },
  failed: { icon: CircleX, className: 'border-destructive/40 bg-destructive/10 text-destructive' },
};

/** Where a delivery stands, in words, with an icon and a colour: waiting, retrying, delivered or failed. */
export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = STATUS_LOOKS[status];
  return (
    <Badge className={className}>
      <Icon aria-hidden />
      {t(`webhooks.deliveries.statuses.${status}`)}
    </Badge>
  );
}
