import { CheckCircle2, CircleAlert, FileSearch, Import, Loader2, type LucideIcon, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentsImport, ImportStatus } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { RowActionButton } from '@/ui/row-action-button';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';
import { PaperlessImportDialog } from './paperless-import-dialog';
import { isWorking, useDeleteImport, useImports } from './paperless-import.queries';

const texts = 'imports';

const STATUS_LOOKS: Record<ImportStatus, { tone: StatusTone; icon: LucideIcon }> = {
  uploading: { tone: 'warning', icon: Upload },
  analyzing: { tone: 'neutral', icon: Loader2 },
  ready: { tone: 'neutral', icon: FileSearch },
  refused: { tone: 'danger', icon: CircleAlert },
  importing: { tone: 'neutral', icon: Loader2 },
  done: { tone: 'success', icon: CheckCircle2 },
  failed: { tone: 'danger', icon: CircleAlert },
};

function ImportRow({ organizationId, upload, onOpen }: { organizationId: string; upload: DocumentsImport; onOpen: () => void }) {
  const { t } = useTranslation();
  const { formatDateTime, formatSize } = useFormatters();
  const deleteImport = useDeleteImport(organizationId);
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
            {formatDateTime(upload.createdAt)} · {formatSize(upload.size)}
          </span>
        </p>
      </div>
      <div className="flex items-center gap-1">
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

/**
 * "Import from Paperless-ngx…" and the organization's latest imports: an unfinished upload to resume,
 * a report to read, an import to follow. The demo has no server to upload to: it says so.
 */
export function PaperlessImports({
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
  const [dialog, setDialog] = useState<{ open: boolean; importId: string | null }>({ open: false, importId: null });
  const open = (importId: string | null) => setDialog({ open: true, importId });
  const list = imports.data?.imports ?? [];

  return (
    <div className="space-y-3 border-t pt-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t(isDemoMode ? `${texts}.demo` : `${texts}.hint`)}</p>
        <Button variant="outline" disabled={!isAllowed || isDemoMode} onClick={() => open(null)} className="shrink-0">
          <Import aria-hidden />
          {t(`${texts}.button`)}
        </Button>
      </div>
      {list.length > 0 && (
        <ul aria-label={t(`${texts}.list`)} className="divide-y">
          {list.map((upload) => (
            <ImportRow key={upload.id} organizationId={organizationId} upload={upload} onOpen={() => open(upload.id)} />
          ))}
        </ul>
      )}
      <PaperlessImportDialog
        organizationId={organizationId}
        importId={dialog.importId}
        open={dialog.open}
        onOpenChange={(isOpen) => setDialog((current) => ({ ...current, open: isOpen }))}
      />
    </div>
  );
}
