import { lazy, Suspense, type ReactNode } from 'react';
import { loadOrganizationSettingsMessages } from '@/i18n/i18n';
import { useTranslation } from 'react-i18next';
import type { Document } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { CopyButton } from '@/ui/copy-button';
import { Tooltip } from '@/ui/tooltip';
import { DocumentProperties } from '@/properties/components/document-properties';
import { ArchiveSerialNumberField } from './archive-serial-number-field';
import { DocumentDateField } from './document-date-field';
import { fileTypeLabel } from './file-icon';

// Fetched as the tab opens, with its texts (a part of the locale of their own): the page's start-up chunks stay as they were.
const DocumentSuggestions = lazy(() =>
  Promise.all([import('@/suggestions/components/document-suggestions'), loadOrganizationSettingsMessages()]).then(
    ([{ DocumentSuggestions: Suggestions }]) => ({ default: Suggestions }),
  ),
);

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** "Never" when the document was not changed after its creation. */
const wasUpdated = (document: Document) =>
  Boolean(document.updatedAt) && new Date(document.updatedAt).getTime() - new Date(document.createdAt).getTime() >= 1000;

/** Tab Info: the model's suggestions, then id, name, the document's date and archive serial number (edited here), type, size (base 1000), created, updated (or never). */
export function DocumentInfoTab({ organizationId, document }: { organizationId: string; document: Document }) {
  const { t } = useTranslation();
  const { formatDateTime, formatRelativeTime, formatSize, toIsoString } = useFormatters();

  const dateValue = (date: Date) => (
    <>
      <time dateTime={toIsoString(date)}>{formatDateTime(date)}</time>
      <span className="text-muted-foreground"> · {formatRelativeTime(date)}</span>
    </>
  );

  return (
    <>
      <Suspense fallback={null}>
        <DocumentSuggestions organizationId={organizationId} document={document} />
      </Suspense>
      <dl className="divide-y">
        <InfoRow label={t('documents.info.id')}>
          <span className="inline-flex max-w-full items-center gap-1">
            <code className="truncate font-mono text-[13px]">{document.id}</code>
            <CopyButton value={document.id} label={t('documents.info.copy-id')} />
          </span>
        </InfoRow>
        <InfoRow label={t('documents.info.name')}>{document.name}</InfoRow>
        {document.originalName && document.originalName !== document.name && (
          <InfoRow label={t('documents.info.original-name')}>{document.originalName}</InfoRow>
        )}
        <InfoRow label={t('documents.date.label')}>
          <DocumentDateField organizationId={organizationId} document={document} />
        </InfoRow>
        <InfoRow label={t('documents.archive-serial-number.label')}>
          <ArchiveSerialNumberField organizationId={organizationId} document={document} />
        </InfoRow>
        <DocumentProperties organizationId={organizationId} document={document} row={InfoRow} />
        <InfoRow label={t('documents.info.type')}>
          <span className="flex min-w-0 items-baseline gap-2">
            <span className="shrink-0">{fileTypeLabel(t, document.mimeType)}</span>
            {document.mimeType && (
              // Office types run to 70 characters: cut to the row, the whole type on hover or focus.
              <Tooltip content={document.mimeType}>
                <span
                  tabIndex={0}
                  className="min-w-0 truncate rounded-sm font-mono text-xs text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {document.mimeType}
                </span>
              </Tooltip>
            )}
          </span>
        </InfoRow>
        <InfoRow label={t('documents.info.size')}>{formatSize(document.originalSize)}</InfoRow>
        <InfoRow label={t('documents.info.created-at')}>{dateValue(document.createdAt)}</InfoRow>
        <InfoRow label={t('documents.info.updated-at')}>
          {wasUpdated(document) ? (
            dateValue(document.updatedAt)
          ) : (
            <span className="text-muted-foreground">{t('documents.info.never')}</span>
          )}
        </InfoRow>
        {document.deletedAt && <InfoRow label={t('documents.info.deleted-at')}>{dateValue(document.deletedAt)}</InfoRow>}
      </dl>
    </>
  );
}
