import { CircleCheck, CircleX, Clock, RotateCw, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@/api/types';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';

const STATUS_LOOKS: Record<WebhookDelivery['status'], { icon: LucideIcon; tone: StatusTone }> = {
  pending: { icon: Clock, tone: 'neutral' },
  retrying: { icon: RotateCw, tone: 'warning' },
  succeeded: { icon: CircleCheck, tone: 'success' },
  failed: { icon: CircleX, tone: 'danger' },
};

/** Where a delivery stands, in words, with an icon and a colour: waiting, retrying, delivered or failed. */
export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation();
  const { icon, tone } = STATUS_LOOKS[status];
  return (
    <StatusBadge tone={tone} icon={icon}>
      {t(`webhooks.deliveries.statuses.${status}`)}
    </StatusBadge>
  );
}
