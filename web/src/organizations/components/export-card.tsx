import { lazy, Suspense } from 'react';
import { FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/api/api-provider';
import type { BulkJob, Organization } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { CardContent } from '@/ui/card';
import { DownloadLinks } from '@/ui/download-links';
import { ProgressBar } from '@/ui/progress-bar';
import { useOrganizationExports, useStartExport } from '../organization-changes.queries';
import { loadOrganizationSettingsMessages } from '@/i18n/i18n';
import { SettingsCard, SettingsCardFooter } from './settings-card';

/** The imports the server reads, with their texts (a locale part of their own): loaded with the card, off every other page. */
const ServerImports = lazy(() =>
  Promise.all([import('../imports/server-imports'), loadOrganizationSettingsMessages()]).then(([{ ServerImports: Imports }]) => ({
    default: Imports,
  })),
);

/** The demo's import, read in the browser: off the app's bundle, which imports through the server. */
const ExportImport = lazy(() => import('./export-import').then(({ ExportImport: Import }) => ({ default: Import })));

function ExportRow({ organizationId, job }: { organizationId: string; job: BulkJob }) {
  const { t } = useTranslation();
  const api = useApi();
  const { formatDateTime } = useFormatters();
  const progress = t('organizations.settings.export.progress', { done: job.processedCount, total: job.documentsCount });
  return (
    <li className="space-y-1.5 py-3">
      <p className="text-sm font-medium">{t('organizations.settings.export.of', { date: formatDateTime(job.createdAt) })}</p>
      {job.status === 'running' && (
        <>
          <ProgressBar
            percent={job.documentsCount > 0 ? Math.round((job.processedCount / job.documentsCount) * 100) : 0}
            label={t('organizations.settings.export.running')}
            valueLabel={() => progress}
          />
          <p className="text-xs tabular-nums text-muted-foreground">{progress}</p>
        </>
      )}
      {job.status === 'failed' && (
        <p className="text-xs text-destructive">{t('organizations.settings.export.failed', { reason: job.error ?? '' })}</p>
      )}
      {job.status === 'done' && (
        <>
          <p className="text-xs text-muted-foreground">{t('organizations.settings.export.done', { count: job.changedCount })}</p>
          <DownloadLinks
            files={job.parts.map(({ number, size }) => ({ href: api.documents.archivePartUrl(organizationId, job.id, number), size }))}
            expiresAt={job.expiresAt}
          />
        </>
      )}
    </li>
  );
}

/**
 * Owners and admins export every document with its metadata: a job builds the zip parts, listed here
 * (the caller's own exports) and sent by email; import an export's parts, or a Paperless-ngx export, both
 * read by the server. The demo has no server: it imports our own exports in the browser (what it can
 * carry), but does not export (its documents are already in the browser) nor take a Paperless-ngx export.
 */
export function ExportCard({ organization, canExport }: { organization: Organization; canExport: boolean }) {
  const { t } = useTranslation();
  const { isDemoMode } = useConfig();
  const exports = useOrganizationExports(organization.id, { enabled: canExport && !isDemoMode });
  const startExport = useStartExport(organization.id);
  const jobs = exports.data?.jobs ?? [];

  return (
    <SettingsCard title={t('organizations.settings.export.title')} description={t('organizations.settings.export.description')}>
      <CardContent className="space-y-3">
        {jobs.length > 0 && (
          <ul aria-label={t('organizations.settings.export.list')} className="divide-y">
            {jobs.map((job) => (
              <ExportRow key={job.id} organizationId={organization.id} job={job} />
            ))}
          </ul>
        )}
        <Suspense fallback={null}>
          {isDemoMode && <ExportImport organizationId={organization.id} isAllowed={canExport} />}
          <ServerImports organizationId={organization.id} isAllowed={canExport} isDemoMode={isDemoMode} />
        </Suspense>
      </CardContent>
      <SettingsCardFooter
        isAllowed={canExport}
        hint={t(isDemoMode ? 'organizations.settings.export.demo' : 'organizations.settings.export.hint')}
        roleNotice={t('organizations.settings.export.admin-only')}
      >
        <Button
          variant="secondary"
          disabled={!canExport || isDemoMode}
          isLoading={startExport.isPending}
          onClick={() => startExport.mutate()}
        >
          {!startExport.isPending && <FileArchive aria-hidden />}
          {t('organizations.settings.export.submit')}
        </Button>
      </SettingsCardFooter>
    </SettingsCard>
  );
}
