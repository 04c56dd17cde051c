import { ChevronRight, FileText, Inbox, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IntakeEmail, IntakeMessage } from '@/api/types';
import { documentPath } from '@/documents/documents.paths';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { RelativeTime } from '@/ui/relative-time';
import { RowActionButton } from '@/ui/row-action-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/ui/table';
import { TablePagination } from '@/ui/table-pagination';
import { MESSAGES_PAGE_SIZE } from '../lib/intake-messages';
import { useIntakeMessages } from '../intake-emails.queries';
import { IntakeMessageOutcomeBadge } from './intake-message-outcome-badge';

const COLUMNS_COUNT = 4;

/**
 * An address's log as a disclosure, closed at first (its messages load once it opens): every message
 * the address received, newest first and 20 at a time, with what became of it.
 */
export function IntakeMessagesLog({ organizationId, intakeEmail }: { organizationId: string; intakeEmail: IntakeEmail }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const toggleId = useId();
  const panelId = useId();

  return (
    <div className="border-t px-5 pt-3">
      <h3>
        <Button
          id={toggleId}
          variant="ghost"
          size="sm"
          className="-ml-3 text-sm"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onClick={() => setIsOpen((open) => !open)}
        >
          <ChevronRight className={cn('transition-transform', isOpen && 'rotate-90')} aria-hidden />
          {t('intake-emails.messages.title')}
        </Button>
      </h3>
      {isOpen && (
        <div id={panelId} className="pt-2">
          <MessagesTable organizationId={organizationId} intakeEmail={intakeEmail} labelledBy={toggleId} />
        </div>
      )}
    </div>
  );
}

function MessagesTable({
  organizationId,
  intakeEmail,
  labelledBy,
}: {
  organizationId: string;
  intakeEmail: IntakeEmail;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const query = useIntakeMessages(organizationId, intakeEmail.id, { pageIndex, pageSize: MESSAGES_PAGE_SIZE });
  const messages = query.data?.messages ?? [];
  const messagesCount = query.data?.messagesCount ?? 0;
  // Not query.isFetching: the polling while a message is imported would make the button blink.
  const [isRefreshing, setIsRefreshing] = useState(false);
  const refresh = () => {
    setIsRefreshing(true);
    void query.refetch().finally(() => setIsRefreshing(false));
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t('intake-emails.messages.description')}</p>
        <RowActionButton
          tooltip={t('intake-emails.messages.refresh.action')}
          label={t('intake-emails.messages.refresh.label', { address: intakeEmail.emailAddress })}
          icon={RefreshCw}
          isLoading={isRefreshing}
          onClick={refresh}
        />
      </div>
      {query.isError ? (
        <LoadErrorAlert
          title={t('intake-emails.messages.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.isSuccess && messagesCount === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t('intake-emails.messages.empty.title')}
          description={t('intake-emails.messages.empty.description')}
          className="py-8"
        />
      ) : (
        <>
          <Table aria-labelledby={labelledBy} aria-busy={query.isPending || undefined}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('intake-emails.messages.columns.outcome')}</TableHead>
                <TableHead>{t('intake-emails.messages.columns.message')}</TableHead>
                <TableHead className="hidden md:table-cell">{t('intake-emails.messages.columns.result')}</TableHead>
                <TableHead className="hidden md:table-cell">{t('intake-emails.messages.columns.received')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending ? (
                <TableSkeletonRows columns={COLUMNS_COUNT} />
              ) : (
                messages.map((message) => <MessageRow key={message.id} organizationId={organizationId} message={message} />)
              )}
            </TableBody>
          </Table>
          {messagesCount > MESSAGES_PAGE_SIZE && (
            <TablePagination
              pageIndex={pageIndex}
              pageSize={MESSAGES_PAGE_SIZE}
              itemsCount={messagesCount}
              onPageIndexChange={setPageIndex}
            />
          )}
        </>
      )}
    </div>
  );
}

function MessageRow({ organizationId, message }: { organizationId: string; message: IntakeMessage }) {
  const { t } = useTranslation();
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell className="align-top">
        <IntakeMessageOutcomeBadge outcome={message.outcome} />
      </TableCell>
      <TableCell className="min-w-40 align-top md:max-w-80">
        <p className={cn('font-medium [overflow-wrap:anywhere]', message.subject === null && 'font-normal italic text-muted-foreground')}>
          {message.subject ?? t('intake-emails.messages.no-subject')}
        </p>
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {message.from ?? t('intake-emails.messages.unknown-sender')}
        </p>
        {/* On narrow screens the result and the time come under the message, rather than in columns to scroll to. */}
        <div className="mt-2 grid gap-1 md:hidden">
          <MessageResult organizationId={organizationId} message={message} />
          <RelativeTime date={message.receivedAt} className="text-xs text-muted-foreground" />
        </div>
      </TableCell>
      <TableCell className="hidden min-w-56 align-top md:table-cell">
        <MessageResult organizationId={organizationId} message={message} />
      </TableCell>
      <TableCell className="hidden whitespace-nowrap align-top text-muted-foreground md:table-cell">
        <RelativeTime date={message.receivedAt} />
      </TableCell>
    </TableRow>
  );
}

/** The documents an accepted message made (and the duplicates it skipped), or why it made none. */
function MessageResult({ organizationId, message }: { organizationId: string; message: IntakeMessage }) {
  const { t } = useTranslation();
  if (message.outcome === 'processing') return <p className="text-muted-foreground">{t('intake-emails.messages.processing')}</p>;
  return (
    <div className="grid gap-1">
      {message.documents.length > 0 && (
        <ul className="grid gap-1" aria-label={t('intake-emails.messages.documents', { count: message.documents.length })}>
          {message.documents.map((document) => (
            <li key={document.id}>
              <Link
                to={documentPath(organizationId, document.id)}
                className="inline-flex max-w-full items-center gap-1.5 rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="[overflow-wrap:anywhere]">{document.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {message.duplicatesCount > 0 && (
        <p className="text-muted-foreground">{t('intake-emails.messages.duplicates', { count: message.duplicatesCount })}</p>
      )}
      {message.reason && (
        <p className={cn('[overflow-wrap:anywhere]', message.outcome === 'failed' ? 'text-destructive' : 'text-muted-foreground')}>
          {message.reason}
        </p>
      )}
    </div>
  );
}
