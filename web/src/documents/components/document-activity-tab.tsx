import {
  ArchiveRestore,
  Combine,
  File,
  FileMinus2,
  FilePlus2,
  FileStack,
  History,
  LayoutGrid,
  MailPlus,
  MessageSquare,
  MessageSquarePlus,
  MessageSquareX,
  PencilLine,
  ScanText,
  Scissors,
  Tag,
  Trash2,
  Unlink,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentActivity } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { TagChipLink } from '@/tags/components/tag-chip';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { LoadingState } from '@/ui/spinner';
import { useDocumentActivity } from '../documents.queries';
import { RelativeTime } from '@/ui/relative-time';
import { documentPath } from '../documents.paths';

/** Spec "Document history event icons": one per known event, a generic file icon for any other. */
const ACTIVITY_EVENT_ICONS: Record<string, LucideIcon> = {
  created: FilePlus2,
  updated: PencilLine,
  deleted: Trash2,
  restored: ArchiveRestore,
  tagged: Tag,
  untagged: Unlink,
  reprocessed: ScanText,
  note_added: MessageSquarePlus,
  note_updated: MessageSquare,
  note_deleted: MessageSquareX,
  version_added: FileStack,
  version_restored: History,
  version_deleted: FileMinus2,
  workflow_ran: Workflow,
};

/** The sender of a document that arrived by email, which its 'created' event carries. */
const receivedFrom = (activity: DocumentActivity) => (activity.event === 'created' ? activity.eventData?.receivedFrom : undefined);

function activityIcon({ event, eventData }: DocumentActivity): LucideIcon {
  if (event === 'created' && eventData?.receivedFrom) return MailPlus;
  if (event === 'created' && eventData?.splitFrom) return Scissors;
  if (event === 'created' && eventData?.mergedFrom) return Combine;
  if (event === 'version_added' && eventData?.pageOperations) return LayoutGrid;
  return ACTIVITY_EVENT_ICONS[event] ?? File;
}

const sourceLinkClass = 'font-medium underline underline-offset-4 [overflow-wrap:anywhere]';

/** "Pages edited: 2 rotated, 1 deleted, reordered": what a page edit did, from its version_added activity. */
function PageOperations({ operations }: { operations: NonNullable<NonNullable<DocumentActivity['eventData']>['pageOperations']> }) {
  const { t } = useTranslation();
  const { formatList } = useFormatters();
  const done = [
    ...(operations.rotated > 0 ? [t('documents.activity.pages.rotated', { count: operations.rotated })] : []),
    ...(operations.deleted > 0 ? [t('documents.activity.pages.deleted', { count: operations.deleted })] : []),
    ...(operations.isReordered ? [t('documents.activity.pages.reordered')] : []),
  ];
  return <>{t('documents.activity.pages.edited', { operations: formatList(done) })}</>;
}

/** Where a document made by a split or a merge came from, with a link to each source (in the trash, perhaps). */
function MadeFrom({ activity, organizationId }: { activity: DocumentActivity; organizationId: string }) {
  const { splitFrom, mergedFrom } = activity.eventData ?? {};
  if (splitFrom)
    return (
      // Its tag is not <link>, which the translation's parser takes for HTML's empty element.
      <Trans
        i18nKey="documents.activity.pages.split-from"
        values={{ name: splitFrom.name, pages: splitFrom.pages.join(', ') }}
        components={{ original: <Link to={documentPath(organizationId, splitFrom.id)} className={sourceLinkClass} /> }}
      />
    );
  if (!mergedFrom) return null;
  return (
    <Trans
      i18nKey="documents.activity.pages.merged-from"
      components={{
        links: (
          <span>
            {mergedFrom.map(({ id, name }, index) => (
              <span key={id}>
                {index > 0 && ', '}
                <Link to={documentPath(organizationId, id)} className={sourceLinkClass}>
                  {name}
                </Link>
              </span>
            ))}
          </span>
        ),
      }}
    />
  );
}

const KNOWN_FIELDS = new Set(['name', 'content', 'documentDate']);

function ActivityDescription({ activity, organizationId }: { activity: DocumentActivity; organizationId: string }) {
  const { t } = useTranslation();
  const { formatList } = useFormatters();

  switch (activity.event) {
    case 'created': {
      const sender = receivedFrom(activity);
      if (activity.eventData?.splitFrom || activity.eventData?.mergedFrom)
        return <MadeFrom activity={activity} organizationId={organizationId} />;
      return <>{sender ? t('documents.activity.events.received-by-email', { sender }) : t('documents.activity.events.created')}</>;
    }
    case 'deleted':
    case 'restored':
    case 'reprocessed':
    case 'note_added':
    case 'note_updated':
    case 'note_deleted':
      return <>{t(`documents.activity.events.${activity.event}`)}</>;
    case 'updated': {
      const [property] = activity.eventData?.properties ?? [];
      if (property) return <>{t('documents.activity.events.property-updated', { property: property.name })}</>;
      const fields = (activity.eventData?.updatedFields ?? []).map((field) =>
        KNOWN_FIELDS.has(field) ? t(`documents.activity.fields.${field}`) : field,
      );
      if (fields.length === 0) return <>{t('documents.activity.events.updated')}</>;
      if (fields.length === 1) return <>{t('documents.activity.events.updated-field', { field: fields[0] })}</>;
      return <>{t('documents.activity.events.updated-fields', { fields: formatList(fields) })}</>;
    }
    case 'version_added':
    case 'version_restored':
    case 'version_deleted': {
      const version = activity.eventData?.version;
      if (!version) return <>{t('documents.activity.events.other')}</>;
      const number = version.label
        ? t('documents.activity.versions.number-labelled', { number: version.number, label: version.label })
        : t('documents.activity.versions.number', { number: version.number });
      const restoredFrom = activity.eventData?.restoredFrom;
      const pageOperations = activity.eventData?.pageOperations;
      if (pageOperations)
        return (
          <>
            <PageOperations operations={pageOperations} />
            <span className="block font-normal text-muted-foreground">{number}</span>
          </>
        );
      return (
        <>
          {t(`documents.activity.events.${activity.event}`, { version: number })}
          {restoredFrom && (
            <span className="block font-normal text-muted-foreground">
              {t('documents.activity.versions.restored-from', { number: restoredFrom.number })}
            </span>
          )}
        </>
      );
    }
    case 'workflow_ran': {
      const workflow = activity.eventData?.workflow;
      if (!workflow) return <>{t('documents.activity.events.other')}</>;
      return (
        <>{t(`documents.activity.events.${workflow.status === 'failed' ? 'workflow_failed' : 'workflow_ran'}`, { name: workflow.name })}</>
      );
    }
    case 'tagged':
    case 'untagged':
      return (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          {t(`documents.activity.events.${activity.event}`)}
          {activity.tag && <TagChipLink organizationId={organizationId} tag={activity.tag} />}
        </span>
      );
    default:
      return <>{t('documents.activity.events.other')}</>;
  }
}

function ActivityItem({ activity, organizationId, isLast }: { activity: DocumentActivity; organizationId: string; isLast: boolean }) {
  const { t } = useTranslation();
  const Icon = activityIcon(activity);
  return (
    <li className="relative flex gap-3 pb-6 last:pb-0">
      {/* The line linking the events. */}
      {!isLast && <span aria-hidden className="absolute bottom-0 left-[15.5px] top-9 w-px bg-border" />}
      <span className="relative flex size-8 shrink-0 items-center justify-center rounded-full border bg-background text-muted-foreground">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <p className="text-sm font-medium">
          <ActivityDescription activity={activity} organizationId={organizationId} />
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          <RelativeTime date={activity.createdAt} />
          {activity.user && (
            <>
              <span aria-hidden>·</span>
              <span>
                {t('documents.activity.by')}{' '}
                <Link
                  to={`/organizations/${organizationId}/members`}
                  className="font-medium text-foreground underline-offset-4 hover:underline"
                >
                  {activity.user.name}
                </Link>
              </span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/** Tab Activity: the history of the document, 20 events at a time. */
export function DocumentActivityTab({ organizationId, documentId }: { organizationId: string; documentId: string }) {
  const { t } = useTranslation();
  const query = useDocumentActivity(organizationId, documentId);

  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <LoadErrorAlert
        title={t('documents.activity.error')}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );

  const activities = query.data.pages.flatMap((page) => page.activities);
  if (activities.length === 0) return <EmptyState icon={History} title={t('documents.activity.empty')} className="py-10" />;

  return (
    <div className="grid gap-6">
      <ol aria-label={t('documents.activity.title')}>
        {activities.map((activity, index) => (
          <ActivityItem key={activity.id} activity={activity} organizationId={organizationId} isLast={index === activities.length - 1} />
        ))}
      </ol>
      <div className="flex justify-center border-t pt-4">
        {query.hasNextPage ? (
          <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
            {t('documents.activity.load-more')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('documents.activity.no-more')}</p>
        )}
      </div>
      {query.isFetchNextPageError && <p className="text-center text-sm text-destructive">{t('documents.activity.load-more-error')}</p>}
    </div>
  );
}
