import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { organizationsQueryKeys } from '@/lib/query-keys';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { NumbersTakenNote } from '@/lib/numbers-taken-note';
import type { WorkspaceImportSummary } from '@/lib/workspace-import';

// The import's code (IndexedDB, the demo's stores) loads only in a browser that holds a demo workspace.
const importer = () => import('./import-demo-workspace');
const OFFER_QUERY_KEY = ['demo-workspace-to-import'] as const;

type Phase =
  | { kind: 'offer' }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'done'; summary: WorkspaceImportSummary }
  | { kind: 'failed'; error: unknown };

/**
 * After sign-up, in a browser that tried the demo: "Keep what you did in the demo?" Imports its documents,
 * tags and rules into this organization (progress, then what was imported, skipped and why some failed),
 * or starts empty; either way the offer is not made again.
 */
export function DemoImportOffer({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'offer' });
  const offer = useQuery({
    queryKey: OFFER_QUERY_KEY,
    queryFn: async () => {
      const { openDemoWorkspaceToImport, demoWorkspaceContents } = await importer();
      const database = await openDemoWorkspaceToImport();
      if (!database) return null;
      const { documents, tags, rules } = await demoWorkspaceContents(database);
      return documents.length + tags.length + rules.length > 0
        ? { documentsCount: documents.length, tagsCount: tags.length, rulesCount: rules.length }
        : null;
    },
    staleTime: Infinity,
    retry: false,
  });

  if (!offer.data && phase.kind === 'offer') return null;

  const start = async () => {
    setPhase({ kind: 'importing', done: 0, total: 1 });
    try {
      const { openDemoWorkspaceToImport, importDemoWorkspace } = await importer();
      const database = await openDemoWorkspaceToImport();
      if (!database) return setPhase({ kind: 'done', summary: { imported: [], duplicates: [], numbersTaken: [], failed: [] } });
      const summary = await importDemoWorkspace(database, {
        api,
        organizationId,
        onProgress: (done, total) => setPhase({ kind: 'importing', done, total }),
      });
      setPhase({ kind: 'done', summary });
    } catch (error) {
      setPhase({ kind: 'failed', error });
    }
    void queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.detail(organizationId) });
  };

  const decline = async () => {
    const { openDemoWorkspaceToImport, declineDemoImport } = await importer();
    const database = await openDemoWorkspaceToImport();
    if (database) await declineDemoImport(database);
    queryClient.setQueryData(OFFER_QUERY_KEY, null);
  };

  const close = () => {
    setPhase({ kind: 'offer' });
    queryClient.setQueryData(OFFER_QUERY_KEY, null);
  };

  return (
    <Alert className="mb-6" aria-live="polite">
      <FlaskConical aria-hidden />
      <AlertTitle>{t('demo.import.title')}</AlertTitle>
      <AlertDescription className="space-y-3">
        {phase.kind === 'offer' && offer.data && (
          <>
            <p>
              {t('demo.import.description', {
                documents: offer.data.documentsCount,
                tags: offer.data.tagsCount,
                rules: offer.data.rulesCount,
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void start()}>
                {t('demo.import.start')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void decline()}>
                {t('demo.import.decline')}
              </Button>
            </div>
          </>
        )}
        {phase.kind === 'importing' && (
          <>
            <p>{t('demo.import.progress', { done: phase.done, total: phase.total })}</p>
            <ProgressBar
              percent={Math.round((phase.done / Math.max(phase.total, 1)) * 100)}
              label={t('demo.import.progress-label')}
              valueLabel={(percent) => t('demo.import.percent', { percent })}
            />
          </>
        )}
        {phase.kind === 'done' && (
          <>
            <p>
              {t('demo.import.summary', {
                imported: phase.summary.imported.length,
                duplicates: phase.summary.duplicates.length,
                failed: phase.summary.failed.length,
              })}
            </p>
            <NumbersTakenNote summary={phase.summary} />
            {phase.summary.failed.length > 0 && (
              <ul className="list-inside list-disc">
                {phase.summary.failed.map(({ name, error }) => (
                  <li key={name}>{t('demo.import.failed-item', { name, reason: errorMessage(error, t) })}</li>
                ))}
              </ul>
            )}
            <Button size="sm" variant="outline" onClick={close}>
              {t('demo.import.close')}
            </Button>
          </>
        )}
        {phase.kind === 'failed' && (
          <>
            <p>{t('demo.import.error', { reason: errorMessage(phase.error, t) })}</p>
            <Button size="sm" variant="outline" onClick={() => void start()}>
              {t('demo.import.retry')}
            </Button>
          </>
        )}
      </AlertDescription>
    </Alert>
  );
}
