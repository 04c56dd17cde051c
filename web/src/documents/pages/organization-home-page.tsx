import { ArrowRight, FileText, FileUp, HardDrive, Upload, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrganizationStats } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { DemoImportOffer } from '@/demo/import/demo-import-offer';
import { cn } from '@/lib/cn';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { formatBytes } from '@/lib/format-bytes';
import { formatCount } from '@/lib/format-count';
import { tagsQueryOptions } from '@/tags/tags.queries';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { DocumentNameSkeleton } from '../components/document-name-cell';
import { DocumentsTable } from '../components/documents-table';
import { documentsQueryOptions, documentsStatisticsQueryOptions, useDocuments, useDocumentsStatistics } from '../documents.queries';
import { partitionByAccept } from '../uploads/file-checks';
import { FileDropZone } from '../uploads/file-drop-zone';
import { useUploads } from '../uploads/uploads-context';
import { useFilePicker } from '@/ui/use-file-picker';

/** Spec: the latest documents of the home, the first page of the list. */
const LATEST_DOCUMENTS_QUERY = { pageIndex: 0, pageSize: 5 };

/** The statistics, the latest documents and the tags (the table's Tags column), together: the latest are shown only once the statistics say there are any. */
export const prefetchOrganizationHomePage: RoutePrefetch = ({ api, queryClient }, { params: { organizationId = '' } }) => {
  prefetch(queryClient, documentsStatisticsQueryOptions(api, organizationId));
  prefetch(queryClient, documentsQueryOptions(api, organizationId, LATEST_DOCUMENTS_QUERY));
  prefetch(queryClient, tagsQueryOptions(api, organizationId));
};

/** Spec: the drop zone of the empty organization accepts only PDF files. */
const EMPTY_STATE_ACCEPT = 'application/pdf';

/**
 * `/organizations/:organizationId`: an upload tile, the document count and total size, and the latest
 * documents; or, for an organization without documents, an empty state that takes PDF files.
 */
export function OrganizationHomePage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const canUpload = useCan('documents:create');
  // Bringing the demo's workspace here creates documents, tags and rules; the demo itself has nothing to bring.
  const canCreateTags = useCan('tags:create');
  const canCreateRules = useCan('tagging-rules:create');
  const { isDemoMode } = useConfig();
  // A build of the demo (a constant) leaves the offer, and its code, out of its first screen.
  const canImportDemo = import.meta.env.VITE_DEMO !== 'true' && canUpload && canCreateTags && canCreateRules && !isDemoMode;
  const statisticsQuery = useDocumentsStatistics(organization.id);
  const statistics = statisticsQuery.data?.organizationStats;

  return (
    <PageContainer>
      <PageHeader title={organization.name} description={t('home.description')} />
      {canImportDemo && <DemoImportOffer organizationId={organization.id} />}

      {statisticsQuery.isPending ? (
        <HomeSkeleton />
      ) : statisticsQuery.isError || !statistics ? (
        <LoadErrorAlert
          title={t('home.statistics.error')}
          error={statisticsQuery.error}
          onRetry={() => void statisticsQuery.refetch()}
          isRetrying={statisticsQuery.isFetching}
        />
      ) : statistics.documentsCount === 0 ? (
        canUpload ? (
          <EmptyOrganization organizationId={organization.id} />
        ) : (
          <EmptyState icon={FileText} title={t('home.empty.title')} />
        )
      ) : (
        <Overview organizationId={organization.id} statistics={statistics} canUpload={canUpload} />
      )}
    </PageContainer>
  );
}

function Overview({
  organizationId,
  statistics,
  canUpload,
}: {
  organizationId: string;
  statistics: OrganizationStats;
  canUpload: boolean;
}) {
  const { t, i18n } = useTranslation();
  const latestQuery = useDocuments(organizationId, LATEST_DOCUMENTS_QUERY);

  return (
    <div className="space-y-10">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {canUpload && <UploadTile organizationId={organizationId} className="col-span-2 lg:col-span-1" />}
        <StatCard
          icon={FileText}
          label={t('home.statistics.documents-count')}
          value={formatCount(statistics.documentsCount, i18n.language)}
        />
        <StatCard
          icon={HardDrive}
          label={t('home.statistics.documents-size')}
          value={formatBytes(statistics.documentsSize, i18n.language)}
        />
      </div>

      <section aria-labelledby="latest-documents-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id="latest-documents-title" className="text-lg font-semibold tracking-tight">
            {t('home.latest.title')}
          </h2>
          <Button variant="link" size="sm" className="h-auto px-0 text-sm" asChild>
            <Link to={`/organizations/${organizationId}/documents`}>
              {t('home.latest.see-all')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        {latestQuery.isError ? (
          <LoadErrorAlert
            title={t('home.latest.error')}
            error={latestQuery.error}
            onRetry={() => void latestQuery.refetch()}
            isRetrying={latestQuery.isFetching}
          />
        ) : (
          <DocumentsTable organizationId={organizationId} documents={latestQuery.data?.documents ?? []} isLoading={latestQuery.isPending} />
        )}
      </section>
    </div>
  );
}

function StatCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span className="truncate">{label}</span>
        <Icon className="size-4 shrink-0" aria-hidden />
      </div>
      <p className="truncate text-2xl font-semibold tabular-nums tracking-tight">{value}</p>
    </div>
  );
}

/** Click to choose files, or drop them on it: any type, as the top bar import button. */
function UploadTile({ organizationId, className }: { organizationId: string; className?: string }) {
  const { t } = useTranslation();
  const { addFiles } = useUploads();
  const { openFilePicker, input } = useFilePicker({ onFiles: (files) => addFiles(organizationId, files) });

  return (
    <FileDropZone className={className} onFiles={(files) => addFiles(organizationId, files)}>
      {({ isDragOver }) => (
        <>
          <button
            type="button"
            onClick={openFilePicker}
            className={cn(
              'group flex h-full w-full cursor-pointer items-center gap-4 rounded-xl border-2 border-dashed p-4 text-left outline-none transition-colors hover:border-primary/50 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5',
              isDragOver && 'border-primary bg-primary/5 hover:bg-primary/5',
            )}
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground transition-transform group-hover:scale-105">
              <Upload className="size-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block font-medium">{isDragOver ? t('home.upload-tile.drop') : t('home.upload-tile.title')}</span>
              <span className="block text-sm text-muted-foreground">{t('home.upload-tile.description')}</span>
            </span>
          </button>
          {input}
        </>
      )}
    </FileDropZone>
  );
}

/** Spec: no document yet: a drop zone that takes only PDF files, and a select-files button. */
function EmptyOrganization({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const { documentsStorage } = useConfig();
  const { addFiles } = useUploads();
  const [rejectedNames, setRejectedNames] = useState<string[]>([]);

  const importFiles = (files: File[]) => {
    // Dropped files, and picked ones too: the picker's filter is only a hint (its dialog can show all files).
    const { accepted, rejected } = partitionByAccept(files, EMPTY_STATE_ACCEPT);
    setRejectedNames(rejected.map((file) => file.name));
    if (accepted.length > 0) addFiles(organizationId, accepted);
  };
  const { openFilePicker, input } = useFilePicker({ onFiles: importFiles, accept: EMPTY_STATE_ACCEPT });
  const rejectedList = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(rejectedNames);

  return (
    <FileDropZone onFiles={importFiles}>
      {({ isDragOver }) => (
        <div
          className={cn(
            'flex flex-col items-center justify-center gap-5 rounded-2xl border-2 border-dashed px-4 py-12 text-center transition-colors sm:px-8 sm:py-16',
            isDragOver && 'border-primary bg-primary/5',
          )}
        >
          <span
            className={cn(
              'flex size-14 items-center justify-center rounded-full bg-muted transition-colors',
              isDragOver && 'bg-primary text-primary-foreground',
            )}
          >
            <FileUp className={cn('size-6', !isDragOver && 'text-muted-foreground')} aria-hidden />
          </span>
          <div className="max-w-md space-y-1.5">
            <h2 className="text-lg font-semibold tracking-tight">{isDragOver ? t('home.empty.drop') : t('home.empty.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('home.empty.description')}</p>
          </div>
          <Button onClick={openFilePicker}>
            <Upload aria-hidden />
            {t('home.empty.select-files')}
          </Button>
          {input}
          <p className="text-xs text-muted-foreground">
            {t('home.empty.hint', { size: formatBytes(documentsStorage.maxUploadSize, i18n.language) })}
          </p>
          {rejectedNames.length > 0 && (
            <p role="alert" className="max-w-md text-sm text-destructive [overflow-wrap:anywhere]">
              {t('home.empty.rejected', { names: rejectedList })}
            </p>
          )}
        </div>
      )}
    </FileDropZone>
  );
}

function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-10" role="status" aria-label={t('common.loading')}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <Skeleton className="col-span-2 h-[88px] rounded-xl sm:h-[108px] lg:col-span-1" />
        <Skeleton className="h-[88px] rounded-xl sm:h-[108px]" />
        <Skeleton className="h-[88px] rounded-xl sm:h-[108px]" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-6 w-40" />
        <div className="space-y-3 rounded-lg border p-4">
          {Array.from({ length: LATEST_DOCUMENTS_QUERY.pageSize }, (_, index) => (
            <DocumentNameSkeleton key={index} />
          ))}
        </div>
      </div>
    </div>
  );
}
