import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { NumbersTakenNote } from '@/lib/numbers-taken-note';
import type { WorkspaceImportSummary } from '@/lib/workspace-import';
import { organizationsQueryKeys } from '@/lib/query-keys';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { useFilePicker } from '@/ui/use-file-picker';

// The zip reader and the export's schema load when someone imports.
const exportReader = () => import('../export/read-export');
const workspaceImporter = () => import('@/lib/workspace-import');

type Phase =
  | { kind: 'idle' }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; summary: WorkspaceImportSummary; trashedCount: number }
  | { kind: 'failed'; message: string };

/**
 * The demo's "Import an export": the parts of an export (of this organization or another) read in the
 * browser and brought in through the API, as far as the API takes them (the app, with a server, imports
 * an export whole: server-imports.tsx).
 */
export function ExportImport({ organizationId, isAllowed }: { organizationId: string; isAllowed: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const importParts = async (files: File[]) => {
    setPhase({ kind: 'importing', done: 0, total: 1 });
    const [{ readExport, NotAnExportError }, { importWorkspace }] = await Promise.all([exportReader(), workspaceImporter()]);
    try {
      const workspace = await readExport(files);
      const summary = await importWorkspace(workspace, {
        api,
        organizationId,
        onProgress: (done, total) => setPhase({ kind: 'importing', done, total }),
      });
      setPhase({ kind: 'done', summary, trashedCount: workspace.trashedCount });
    } catch (error) {
      setPhase({
        kind: 'failed',
        message:
          error instanceof NotAnExportError
            ? t('organizations.settings.export.import.not-export', { name: error.fileName })
            : errorMessage(error, t),
      });
    }
    await queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.detail(organizationId) });
  };
  const { openFilePicker, input } = useFilePicker({ onFiles: (files) => void importParts(files), accept: '.zip,application/zip' });
  const isImporting = phase.kind === 'importing';

  return (
    <div className="space-y-3 border-t pt-4" aria-live="polite">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('organizations.settings.export.import.hint')}</p>
        <Button variant="outline" disabled={!isAllowed} isLoading={isImporting} onClick={openFilePicker} className="shrink-0">
          {!isImporting && <Upload aria-hidden />}
          {t('organizations.settings.export.import.button')}
        </Button>
        {input}
      </div>
      {phase.kind === 'importing' && (
        <ProgressBar
          percent={phase.total > 0 ? Math.round((phase.done / phase.total) * 100) : 0}
          label={t('organizations.settings.export.import.progress-label')}
          valueLabel={() => t('organizations.settings.export.import.progress', { done: phase.done, total: phase.total })}
        />
      )}
      {phase.kind === 'done' && (
        <div className="space-y-1 text-sm">
          <p>
            {t('organizations.settings.export.import.summary', {
              imported: phase.summary.imported.length,
              duplicates: phase.summary.duplicates.length,
              failed: phase.summary.failed.length,
            })}
          </p>
          <NumbersTakenNote summary={phase.summary} />
          {phase.trashedCount > 0 && (
            <p className="text-muted-foreground">
              {t('organizations.settings.export.import.trash-left-out', { count: phase.trashedCount })}
            </p>
          )}
          {phase.summary.failed.length > 0 && (
            <ul className="list-disc ps-5 text-destructive">
              {phase.summary.failed.map(({ name, versionNumber, error }) => (
                <li key={`${name}:${versionNumber}`}>
                  {t('organizations.settings.export.import.failed-item', {
                    name:
                      versionNumber === undefined
                        ? name
                        : t('organizations.settings.export.import.version-name', { name, number: versionNumber }),
                    reason: errorMessage(error, t),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {phase.kind === 'failed' && (
        <p className="text-sm text-destructive">{t('organizations.settings.export.import.error', { reason: phase.message })}</p>
      )}
    </div>
  );
}
