import { Download, FileUp, History, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, DocumentVersion } from '@/api/types';
import { useCan } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadErrorAlert } from '@/ui/load-error';
import { RelativeTime } from '@/ui/relative-time';
import { RowActionButton } from '@/ui/row-action-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/ui/table';
import { Tooltip } from '@/ui/tooltip';
import { fileTypeLabel } from '../components/file-icon';
import { useVersionFileUrl } from '../lib/use-file-url';
import { useDeleteVersion, useDocumentVersions, useRestoreVersion } from './document-versions.queries';
import { VersionLabelDialog } from './version-label-dialog';

type VersionsTabDocument = Pick<DocumentDetail, 'id' | 'name' | 'isDeleted' | 'currentVersion'>;

function DownloadVersionLink({
  organizationId,
  documentId,
  version,
}: {
  organizationId: string;
  documentId: string;
  version: DocumentVersion;
}) {
  const { t } = useTranslation();
  const href = useVersionFileUrl(organizationId, documentId, version.id, { download: true });
  const label = t('documents.versions.actions.download', { number: version.number });
  return (
    <Tooltip content={t('documents.versions.actions.download-short')}>
      <Button asChild variant="ghost" size="icon" className="size-8">
        <a href={href} download={version.originalName} aria-label={label}>
          <Download aria-hidden />
        </a>
      </Button>
    </Tooltip>
  );
}

/**
 * Tab Versions: every file the document had, newest first, the current one marked; each downloadable,
 * labelled, made current again (as a new version copying it) or deleted by those who may. On a phone the
 * size, type, author and date go under the number.
 */
export function DocumentVersionsTab({
  organizationId,
  document,
  onUploadVersion,
}: {
  organizationId: string;
  document: VersionsTabDocument;
  onUploadVersion: () => void;
}) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const query = useDocumentVersions(organizationId, document.id);
  const isWritable = useCan('documents:update') && !document.isDeleted;
  const canDelete = useCan('document-versions:delete') && !document.isDeleted;
  const { restoreVersion, restoringVersionId } = useRestoreVersion(organizationId, document);
  const { deleteVersion, deletingVersionId } = useDeleteVersion(organizationId, document.id);
  const [labelledVersion, setLabelledVersion] = useState<DocumentVersion | null>(null);
  const versions = query.data?.versions ?? [];
  const authorOf = (version: DocumentVersion) => version.createdBy?.name ?? t('documents.versions.former-member');

  return (
    // A column, not a grid: a grid's track would grow to the table's width instead of letting it scroll.
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{t('documents.versions.intro')}</p>
        {isWritable && (
          <Button variant="outline" size="sm" onClick={onUploadVersion}>
            <FileUp aria-hidden />
            {t('documents.versions.upload.open')}
          </Button>
        )}
      </div>
      {query.isError ? (
        <LoadErrorAlert
          title={t('documents.versions.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <Table aria-label={t('documents.versions.table.label')} aria-busy={query.isPending || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('documents.versions.table.version')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('documents.versions.table.label-column')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('documents.versions.table.size')}</TableHead>
              <TableHead className="hidden lg:table-cell">{t('documents.versions.table.type')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('documents.versions.table.added')}</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">{t('documents.versions.table.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {query.isPending ? (
              <TableSkeletonRows columns={6} />
            ) : (
              versions.map((version) => (
                <TableRow key={version.id}>
                  <TableCell className="align-top">
                    <span className="flex items-center gap-2 whitespace-nowrap font-medium">
                      {t('documents.versions.number', { number: version.number })}
                      {version.isCurrent && <Badge className="border-primary/30 text-foreground">{t('documents.versions.current')}</Badge>}
                    </span>
                    {version.restoredFromVersionNumber !== null && (
                      <span className="block text-xs text-muted-foreground">
                        {t('documents.versions.restored-from', { number: version.restoredFromVersionNumber })}
                      </span>
                    )}
                    {version.label && <span className="block text-sm [overflow-wrap:anywhere] sm:hidden">{version.label}</span>}
                    <span className="block text-xs text-muted-foreground sm:hidden">{formatSize(version.size)}</span>
                    <span className="block text-xs text-muted-foreground md:hidden">
                      {authorOf(version)} · <RelativeTime date={version.createdAt} />
                    </span>
                  </TableCell>
                  <TableCell className="hidden w-full max-w-0 align-top [overflow-wrap:anywhere] sm:table-cell">
                    <span className={version.label === null ? 'text-muted-foreground' : undefined}>
                      {version.label ?? t('documents.versions.no-label')}
                    </span>
                    <span className="block text-xs text-muted-foreground">{version.originalName}</span>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap align-top text-muted-foreground sm:table-cell">
                    {formatSize(version.size)}
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap align-top text-muted-foreground lg:table-cell">
                    {fileTypeLabel(t, version.mimeType)}
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap align-top text-muted-foreground md:table-cell">
                    <span className="block">{authorOf(version)}</span>
                    <RelativeTime date={version.createdAt} />
                  </TableCell>
                  <TableCell className="align-top">
                    {/* Two by two on a phone, in a row from sm up. */}
                    <div className="grid grid-cols-2 justify-items-end gap-1 sm:flex sm:justify-end">
                      <DownloadVersionLink organizationId={organizationId} documentId={document.id} version={version} />
                      {isWritable && (
                        <RowActionButton
                          tooltip={t('documents.versions.actions.edit-label-short')}
                          label={t('documents.versions.actions.edit-label', { number: version.number })}
                          icon={Pencil}
                          onClick={() => setLabelledVersion(version)}
                        />
                      )}
                      {isWritable && !version.isCurrent && (
                        <RowActionButton
                          tooltip={t('documents.versions.actions.restore-short')}
                          label={t('documents.versions.actions.restore', { number: version.number })}
                          icon={History}
                          isLoading={restoringVersionId === version.id}
                          onClick={() => void restoreVersion(version)}
                        />
                      )}
                      {canDelete && versions.length > 1 && (
                        <RowActionButton
                          tooltip={t('documents.versions.actions.delete-short')}
                          label={t('documents.versions.actions.delete', { number: version.number })}
                          icon={Trash2}
                          isDestructive
                          isLoading={deletingVersionId === version.id}
                          onClick={() => void deleteVersion(version)}
                        />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      <VersionLabelDialog
        organizationId={organizationId}
        documentId={document.id}
        version={labelledVersion}
        onClose={() => setLabelledVersion(null)}
      />
    </div>
  );
}
