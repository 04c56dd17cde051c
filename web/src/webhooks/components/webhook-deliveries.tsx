import { ChevronRight, Inbox, RotateCw, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookDelivery } from '@/api/types';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { RelativeTime } from '@/ui/relative-time';
import { RowActionButton } from '@/ui/row-action-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/ui/table';
import { TablePagination } from '@/ui/table-pagination';
import { DELIVERIES_PAGE_SIZE, isInFlight } from '../lib/webhook-deliveries';
import { useRedeliver, useRefreshWebhook, useSendTestEvent, useWebhookDeliveries } from '../webhooks.queries';
import { DeliveryDetails } from './delivery-details';
import { DeliveryStatusBadge } from './delivery-status-badge';

const COLUMNS_COUNT = 8;

/**
 * The webhook's deliveries, newest first and 20 at a time, polled while one is on its way: a row per
 * delivery that opens on what was sent and answered, Redeliver, and "Send test event".
 */
export function WebhookDeliveries({ organizationId, webhook }: { organizationId: string; webhook: Webhook }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [pageIndex, setPageIndex] = useState(0);
  const query = useWebhookDeliveries(organizationId, webhook.id, { pageIndex, pageSize: DELIVERIES_PAGE_SIZE });
  const deliveries = query.data?.deliveries ?? [];
  const deliveriesCount = query.data?.deliveriesCount ?? 0;
  const sendTestEvent = useSendTestEvent(organizationId, webhook.id);
  const { redeliver, redeliveringId } = useRedeliver(organizationId, webhook.id);
  const canSend = useCan('webhooks:update') && webhook.enabled;
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  useRefreshWhenSettled(organizationId, webhook.id, deliveries.some(isInFlight));

  const toggle = (deliveryId: string) =>
    setExpandedIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(deliveryId)) next.add(deliveryId);
      return next;
    });

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {t('webhooks.deliveries.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {webhook.enabled ? t('webhooks.deliveries.description') : t('webhooks.deliveries.description-disabled')}
          </p>
        </div>
        <Button
          variant="outline"
          className="self-start sm:self-auto"
          disabled={!canSend}
          isLoading={sendTestEvent.isPending}
          onClick={() => sendTestEvent.mutate(undefined, { onSuccess: () => setPageIndex(0) })}
        >
          {!sendTestEvent.isPending && <Send aria-hidden />}
          {t('webhooks.test.action')}
        </Button>
      </div>

      {query.isError ? (
        <LoadErrorAlert
          title={t('webhooks.deliveries.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.isSuccess && deliveriesCount === 0 ? (
        <EmptyState icon={Inbox} title={t('webhooks.deliveries.empty.title')} description={t('webhooks.deliveries.empty.description')} />
      ) : (
        <>
          <Table aria-labelledby={titleId} aria-busy={query.isPending || undefined}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-10">
                  <span className="sr-only">{t('webhooks.deliveries.columns.details')}</span>
                </TableHead>
                <TableHead>{t('webhooks.deliveries.columns.status')}</TableHead>
                <TableHead>{t('webhooks.deliveries.columns.event')}</TableHead>
                <TableHead className="hidden text-right md:table-cell">{t('webhooks.deliveries.columns.attempts')}</TableHead>
                <TableHead className="hidden text-right sm:table-cell">{t('webhooks.deliveries.columns.response')}</TableHead>
                <TableHead className="hidden text-right md:table-cell">{t('webhooks.deliveries.columns.duration')}</TableHead>
                <TableHead className="hidden lg:table-cell">{t('webhooks.deliveries.columns.time')}</TableHead>
                <TableHead className="w-12 text-right">
                  <span className="sr-only">{t('webhooks.deliveries.columns.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending ? (
                <TableSkeletonRows columns={COLUMNS_COUNT} />
              ) : (
                deliveries.map((delivery) => (
                  <DeliveryRows
                    key={delivery.id}
                    delivery={delivery}
                    isExpanded={expandedIds.has(delivery.id)}
                    onToggle={() => toggle(delivery.id)}
                    canRedeliver={canSend}
                    isRedelivering={redeliveringId === delivery.id}
                    onRedeliver={() => redeliver(delivery.id)}
                  />
                ))
              )}
            </TableBody>
          </Table>
          {deliveriesCount > DELIVERIES_PAGE_SIZE && (
            <TablePagination
              pageIndex={pageIndex}
              pageSize={DELIVERIES_PAGE_SIZE}
              itemsCount={deliveriesCount}
              onPageIndexChange={setPageIndex}
            />
          )}
        </>
      )}
    </section>
  );
}

/** Once the last delivery on its way settles, the webhook may have changed too: its last trigger, or the server turned it off. */
function useRefreshWhenSettled(organizationId: string, webhookId: string, hasDeliveriesInFlight: boolean) {
  const refreshWebhook = useRefreshWebhook(organizationId, webhookId);
  const hadDeliveriesInFlight = useRef(hasDeliveriesInFlight);
  useEffect(() => {
    if (hadDeliveriesInFlight.current && !hasDeliveriesInFlight) void refreshWebhook();
    hadDeliveriesInFlight.current = hasDeliveriesInFlight;
  }, [hasDeliveriesInFlight, refreshWebhook]);
}

type DeliveryRowsProps = {
  delivery: WebhookDelivery;
  isExpanded: boolean;
  onToggle: () => void;
  canRedeliver: boolean;
  isRedelivering: boolean;
  onRedeliver: () => void;
};

/** A delivery's row (a click anywhere on it, or its toggle button, opens it) and, when open, its details below it. */
function DeliveryRows({ delivery, isExpanded, onToggle, canRedeliver, isRedelivering, onRedeliver }: DeliveryRowsProps) {
  const { t } = useTranslation();
  const { formatDuration, formatDateTime } = useFormatters();
  const detailsId = useId();
  const emptyValue = t('webhooks.deliveries.none');

  return (
    <>
      <TableRow className={cn('cursor-pointer', isExpanded && 'border-b-0 bg-muted/30')} onClick={onToggle}>
        <TableCell>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? detailsId : undefined}
            aria-label={t('webhooks.deliveries.details-label', { event: delivery.eventType, time: formatDateTime(delivery.createdAt) })}
            onClick={(event) => {
              // The row's own click would toggle it back.
              event.stopPropagation();
              onToggle();
            }}
          >
            <ChevronRight className={cn('transition-transform', isExpanded && 'rotate-90')} aria-hidden />
          </Button>
        </TableCell>
        <TableCell>
          <DeliveryStatusBadge status={delivery.status} />
        </TableCell>
        <TableCell>
          <code className="whitespace-nowrap font-mono text-xs">{delivery.eventType}</code>
        </TableCell>
        <TableCell className="hidden text-right tabular-nums md:table-cell">{delivery.attempts}</TableCell>
        <TableCell className="hidden text-right font-mono tabular-nums sm:table-cell">{delivery.responseStatus ?? emptyValue}</TableCell>
        <TableCell className="hidden whitespace-nowrap text-right tabular-nums md:table-cell">
          {delivery.durationMs === null ? emptyValue : formatDuration(delivery.durationMs)}
        </TableCell>
        <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
          <RelativeTime date={delivery.createdAt} />
        </TableCell>
        {/* Redeliver acts without opening the row. */}
        <TableCell className="text-right" onClick={(event) => event.stopPropagation()}>
          {canRedeliver && (
            <RowActionButton
              tooltip={t('webhooks.deliveries.redeliver.action')}
              label={t('webhooks.deliveries.redeliver.label', { event: delivery.eventType, time: formatDateTime(delivery.createdAt) })}
              icon={RotateCw}
              isLoading={isRedelivering}
              onClick={onRedeliver}
            />
          )}
        </TableCell>
      </TableRow>
      {isExpanded && (
        <TableRow id={detailsId} className="bg-muted/30 hover:bg-muted/30">
          <TableCell colSpan={COLUMNS_COUNT}>
            <DeliveryDetails delivery={delivery} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
