import {
  CheckCircle2,
  CircleAlert,
  CirclePause,
  Clock,
  FileSearch,
  Import,
  Loader2,
  type LucideIcon,
  Play,
  Trash2,
  Upload,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentsImport, ImportSource, ImportStatus } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { RowActionButton } from '@/ui/row-action-button';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';
import { isResumable } from '../../../../core/imports/import-queue';
import { isWorking, useDeleteImport, useImports, useStartImports } from './imports.queries';

const texts = 'imports';

/** The dialog (upload, report, progress) loads as it first opens: the settings page loads the card's list only. */
const ImportDialog = lazy(() => import('./import-dialog').then(({ ImportDialog: Dialog }) => ({ default: Dialog })));

const STATUS_LOOKS: Record<ImportStatus, { tone: StatusTone; icon: LucideIcon }> = {
  uploading: { tone: 'warning', icon: Upload },
  analyzing: { tone: 'neutral', icon: Loader2 },
  ready: { tone: 'neutral', icon: FileSearch },
  refused: { tone: 'danger', icon: CircleAlert },
  queued: { tone: 'neutral', icon: Clock },
  importing: { tone: 'neutral', icon: Loader2 },
  done: { tone: 'success', icon: CheckCircle2 },
  failed: { tone: 'danger', icon: CircleAlert },
  paused: { tone: 'warning', icon: CirclePause },
};

function ImportRow({ organizationId, upload, onOpen }: { organizationId: string; upload: DocumentsImport; onOpen: () => void }) {
  const { t } = useTranslation();
  const { formatDateTime, formatSize } = useFormatters();
  const deleteImport = useDeleteImport(organizationId);
  const startImports = useStartImports(organizationId);
  const confirmDestructive = useConfirmDestructive();
  const { tone, icon } = STATUS_LOOKS[upload.status];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">{upload.fileName}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <StatusBadge tone={tone} icon={icon} isIconSpinning={isWorking(upload.status)}>
            {t(`${texts}.status.${upload.status}`)}
          </StatusBadge>
          <span>
            {t(`${texts}.sources.${upload.source}.name`)} · {formatDateTime(upload.createdAt)} · {formatSize(upload.size)}
          </span>
        </p>
      </div>
      <div className="flex items-center gap-1">
        {isResumable(upload.status) && (
          // The server runs it again where it stopped (its own job), then those paused behind it.
          <Button
            variant="outline"
            size="sm"
            isLoading={startImports.isPending}
            onClick={() => startImports.mutate({ importIds: [upload.id], keepArchives: upload.keepArchives })}
          >
            <Play aria-hidden />
            {t(`${texts}.resume-import`)} <span className="sr-only">{upload.fileName}</span>
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onOpen}>
          {t(upload.status === 'uploading' ? `${texts}.resume` : `${texts}.view`)} <span className="sr-only">{upload.fileName}</span>
        </Button>
        {upload.status !== 'importing' && (
          <RowActionButton
            tooltip={t(`${texts}.delete.tooltip`)}
            label={t(`${texts}.delete.label`, { name: upload.fileName })}
            icon={Trash2}
            isDestructive
            isLoading={deleteImport.isPending}
            onClick={() =>
              void confirmDestructive(destructiveTextsAt(t, `${texts}.delete`, { name: upload.fileName }), () =>
                deleteImport.mutateAsync(upload.id),
              )
            }
          />
        )}
      </div>
    </li>
  );
}

/** A source's line of the card: what its import does, and the button that opens its dialog. */
function SourceRow({ source, hint, isEnabled, onOpen }: { source: ImportSource; hint: string; isEnabled: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{hint}</p>
      <Button variant="outline" disabled={!isEnabled} onClick={onOpen} className="shrink-0">
        {source === 'archive' ? <Upload aria-hidden /> : <Import aria-hidden />}
        {t(`${texts}.sources.${source}.button`)}
      </Button>
    </div>
  );
}

/**
 * The imports the server reads: "Import an export…" (an export of ours, brought back whole) and "Import
 * from Paperless-ngx…", and the organization's latest imports of either: an unfinished upload to resume,
 * a report to read, an import to follow. The demo has no server to upload to: its card imports our exports
 * in the browser instead (export-import.tsx), and the Paperless-ngx line says it is not available.
 */
export function ServerImports({
  organizationId,
  isAllowed,
  isDemoMode,
}: {
  organizationId: string;
  isAllowed: boolean;
  isDemoMode: boolean;
}) {
  const { t } = useTranslation();
  const imports = useImports(organizationId, { enabled: isAllowed && !isDemoMode });
  // Null until a dialog is first opened; then kept, closed, so that it closes as it opened.
  const [dialog, setDialog] = useState<{ open: boolean; source: ImportSource; importId: string | null } | null>(null);
  const open = (source: ImportSource, importId: string | null) => setDialog({ open: true, source, importId });
  const list = imports.data?.imports ?? [];

  return (
    <>
      {!isDemoMode && (
        <SourceRow source="archive" hint={t(`${texts}.sources.archive.hint`)} isEnabled={isAllowed} onOpen={() => open('archive', null)} />
      )}
      <SourceRow
        source="paperless"
        hint={t(isDemoMode ? `${texts}.sources.paperless.demo` : `${texts}.sources.paperless.hint`)}
        isEnabled={isAllowed && !isDemoMode}
        onOpen={() => open('paperless', null)}
      />
      {list.length > 0 && (
        <ul aria-label={t(`${texts}.list`)} className="divide-y">
          {list.map((upload) => (
            <ImportRow key={upload.id} organizationId={organizationId} upload={upload} onOpen={() => open(upload.source, upload.id)} />
          ))}
        </ul>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ImportDialog
            organizationId={organizationId}
            source={dialog.source}
            importId={dialog.importId}
            open={dialog.open}
            onOpenChange={(isOpen) => setDialog({ ...dialog, open: isOpen })}
          />
        </Suspense>
      )}
    </>
  );
}
