import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { CopyButton } from '@/ui/copy-button';
import { Detail } from '@/ui/details';
import { RelativeTime } from '@/ui/relative-time';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { isInFlight, readableBody } from '../lib/webhook-deliveries';

/** A titled block of a delivery's details. */
function DetailsBlock({ title, titleId, children }: { title: string; titleId?: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <h3 id={titleId} className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
        {title}
      </h3>
      {children}
    </div>
  );
}

/** A body as sent or answered: wrapped to the width there is, scrollable (and so focusable, to scroll it from the keyboard) past its height, with a copy button. */
function Body({ body, copyLabel }: { body: string; copyLabel: string }) {
  const text = readableBody(body);
  return (
    <div className="relative">
      <pre
        tabIndex={0}
        className="max-h-72 overflow-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-3 pr-10 font-mono text-xs leading-relaxed outline-none [overflow-wrap:anywhere] focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {text}
      </pre>
      <CopyButton value={text} label={copyLabel} className="absolute right-1.5 top-1.5" />
    </div>
  );
}

/** What a delivery sent and got back, its message id, its next attempt, and every attempt so far. */
export function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const { formatDuration } = useFormatters();
  const attemptsTitleId = useId();
  const emptyValue = t('webhooks.deliveries.none');

  return (
    <div className="grid gap-6 py-2">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Detail label={t('webhooks.deliveries.details.message-id')}>
          <code className="font-mono text-xs">{delivery.messageId}</code>
        </Detail>
        <Detail label={t('webhooks.deliveries.details.created')}>
          <RelativeTime date={delivery.createdAt} />
        </Detail>
        <Detail label={t('webhooks.deliveries.details.next-attempt')}>
          {delivery.nextAttemptAt && isInFlight(delivery) ? <RelativeTime date={delivery.nextAttemptAt} /> : emptyValue}
        </Detail>
      </dl>
      {delivery.error && (
        <DetailsBlock title={t('webhooks.deliveries.details.error')}>
          <p className="text-sm text-destructive [overflow-wrap:anywhere]">{delivery.error}</p>
        </DetailsBlock>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsBlock title={t('webhooks.deliveries.details.request')}>
          <Body body={delivery.requestBody} copyLabel={t('webhooks.deliveries.details.copy-request')} />
        </DetailsBlock>
        <DetailsBlock
          title={
            delivery.responseStatus === null
              ? t('webhooks.deliveries.details.response')
              : t('webhooks.deliveries.details.response-status', { status: delivery.responseStatus })
          }
        >
          {delivery.responseBody ? (
            <Body body={delivery.responseBody} copyLabel={t('webhooks.deliveries.details.copy-response')} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('webhooks.deliveries.details.no-response-body')}</p>
          )}
        </DetailsBlock>
      </div>
      {delivery.attemptLog.length > 0 && (
        <DetailsBlock title={t('webhooks.deliveries.details.attempts')} titleId={attemptsTitleId}>
          <Table aria-labelledby={attemptsTitleId}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('webhooks.deliveries.details.attempt')}</TableHead>
                <TableHead>{t('webhooks.deliveries.columns.time')}</TableHead>
                <TableHead>{t('webhooks.deliveries.columns.response')}</TableHead>
                <TableHead>{t('webhooks.deliveries.columns.duration')}</TableHead>
                <TableHead>{t('webhooks.deliveries.details.error')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {delivery.attemptLog.map((attempt) => (
                <TableRow key={attempt.attempt} className="hover:bg-transparent">
                  <TableCell className="tabular-nums">{attempt.attempt}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <RelativeTime date={attempt.createdAt} />
                  </TableCell>
                  <TableCell className="font-mono tabular-nums">{attempt.responseStatus ?? emptyValue}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {attempt.durationMs === null ? emptyValue : formatDuration(attempt.durationMs)}
                  </TableCell>
                  <TableCell className="min-w-48 text-destructive [overflow-wrap:anywhere]">{attempt.error ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DetailsBlock>
      )}
    </div>
  );
}
