import { ArchiveRestore, Download, ExternalLink, LayoutGrid, Pencil, Play, ScanText, Share2, Trash2 } from 'lucide-react';
import * as Tabs from 'radix-ui/tabs';
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams, type Params } from 'react-router';
import type { Document, DocumentDetail } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { PageTitle } from '@/layout/page-title';
import { cn } from '@/lib/cn';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { useFormatters } from '@/lib/use-formatters';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { useFocusRequest, useHeadingFocusRequest } from '@/ui/focus-request';
import { ItemLoadError } from '@/ui/item-load-error';
import { PageContainer } from '@/ui/page';
import { LoadingState } from '@/ui/spinner';
import { Tooltip } from '@/ui/tooltip';
import { DocumentActivityTab } from '../components/document-activity-tab';
import { DocumentContentTab } from '../components/document-content-tab';
import { DocumentInfoTab } from '../components/document-info-tab';
import { DocumentNotesTab } from '../components/document-notes-tab';
import { DocumentPreview } from '../components/document-preview';
import { DocumentTagEditor } from '../components/document-tag-editor';
import { DocumentThumbnail } from '../components/document-thumbnail';
import { fileTypeLabel } from '../components/file-icon';
import { RenameDocumentDialog } from '../components/rename-document-dialog';
import { documentQueryOptions, useDocument, useDocumentNotes } from '../documents.queries';
import { DEFAULT_DOCUMENT_TAB, DOCUMENT_TABS, parseDocumentTab, TAB_SEARCH_PARAM, type DocumentTab } from '../lib/document-tab';
import { getExpirationDate, getRemainingRetentionDays } from '../lib/retention';
import { isBeingProcessed } from '../lib/processing';
import { useFileUrl } from '../lib/use-file-url';
import { loadOrganizationSettingsMessages, loadPageEditorMessages, loadSettingsMessages, loadWorkflowsMessages } from '@/i18n/i18n';
import { documentsQueryKeys } from '@/lib/query-keys';
import { useDeleteDocument, useReprocessDocument, useRestoreDocument } from '../document-actions.queries';
import { FileDropZone } from '../uploads/file-drop-zone';
import { useUploads } from '../uploads/uploads-context';
import { DocumentVersionsTab } from '../versions/document-versions-tab';
import { dropOnDocument } from '../versions/drop-on-document';
import { DroppedFileDialog } from '../versions/dropped-file-dialog';
import { UploadVersionDialog } from '../versions/upload-version-dialog';
import { isPageEditable } from '../page-editor/editable-document';

function DocumentsBackLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <BackLink to={`/organizations/${organizationId}/documents`} className="mb-4">
      {t('documents.detail.back')}
    </BackLink>
  );
}

function DeletedWarning({ document }: { document: Document }) {
  const { t } = useTranslation();
  const { documents } = useConfig();
  const { formatInDays, formatDate } = useFormatters();
  if (!document.deletedAt) return null;
  const retentionDays = documents.deletedDocumentsRetentionDays;
  const deletedAt = new Date(document.deletedAt);
  const remainingDays = getRemainingRetentionDays({ deletedAt, retentionDays });
  return (
    <Alert variant="destructive" className="mb-6">
      <Trash2 aria-hidden />
      <AlertTitle>{t('documents.detail.deleted.title')}</AlertTitle>
      <AlertDescription>
        {t('documents.detail.deleted.description', {
          when: formatInDays(remainingDays),
          date: formatDate(getExpirationDate({ deletedAt, retentionDays })),
        })}
      </AlertDescription>
    </Alert>
  );
}

/** Whether the text of `ref` overflows its line clamp, measured again as it resizes or `text` changes, while `isClamping`. */
function useIsClamped(ref: RefObject<HTMLElement | null>, text: string, isClamping: boolean) {
  const [isClamped, setIsClamped] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text may change the overflow without a resize
  useEffect(() => {
    const element = ref.current;
    if (!element || !isClamping) return;
    const observer = new ResizeObserver(() => setIsClamped(element.scrollHeight > element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text, isClamping]);
  return isClamped;
}

/**
 * The name as the page's heading, named by the name alone; the rename button beside it stretches
 * over the heading, so a click on the name renames (spec "name (click to rename)"). A long name
 * (up to 255 characters) shows two lines, else it would push the tabs below the fold; a button shows
 * the rest, to keyboard users too. The heading is focusable from code (after Restore, or a navigation
 * asking for it).
 */
function DocumentHeading({
  document,
  headingRef,
  onRename,
}: {
  document: Document;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRename: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [isNameExpanded, setIsNameExpanded] = useState(false);
  const isNameClamped = useIsClamped(headingRef, document.name, !isNameExpanded);
  const renameLabel = t('documents.detail.rename', { name: document.name });
  const canRename = useCan('documents:update') && !document.isDeleted;
  return (
    <div className="group relative flex items-start gap-1">
      <div className="min-w-0">
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className={cn(
            'text-xl font-semibold tracking-tight outline-none [overflow-wrap:anywhere] sm:text-2xl',
            !isNameExpanded && 'line-clamp-2',
            canRename && 'decoration-muted-foreground/60 underline-offset-4 group-hover:underline',
          )}
        >
          {document.name}
        </h1>
        {(isNameClamped || isNameExpanded) && (
          // Above the rename button's stretched click area.
          <Button
            variant="link"
            className="relative z-10 h-6 px-0"
            aria-controls={headingId}
            onClick={() => setIsNameExpanded(!isNameExpanded)}
          >
            {isNameExpanded ? t('documents.detail.name.collapse') : t('documents.detail.name.expand')}
          </Button>
        )}
      </div>
      {canRename && (
        <Tooltip content={renameLabel}>
          <Button
            variant="ghost"
            size="icon"
            onClick={onRename}
            aria-label={renameLabel}
            className="size-8 shrink-0 text-muted-foreground after:absolute after:inset-0 sm:mt-0.5"
          >
            <Pencil aria-hidden />
          </Button>
        </Tooltip>
      )}
    </div>
  );
}

/** The preview of an organization's document: its file, and its download, through the organization's API. */
// Its texts are in the settings part of the locale, fetched with it.

// Workflows' texts are a part of the locale of their own, fetched with these.
const RunWorkflowDialog = lazy(() =>
  Promise.all([import('@/workflows/components/run-workflow-dialog'), loadWorkflowsMessages()]).then(([{ RunWorkflowDialog }]) => ({
    default: RunWorkflowDialog,
  })),
);
const DocumentWorkflowRuns = lazy(() =>
  Promise.all([import('@/workflows/components/document-workflow-runs'), loadWorkflowsMessages()]).then(([{ DocumentWorkflowRuns }]) => ({
    default: DocumentWorkflowRuns,
  })),
);

const ShareDocumentDialog = lazy(() =>
  Promise.all([import('@/share-links/components/share-document-dialog'), loadSettingsMessages()]).then(([{ ShareDocumentDialog }]) => ({
    default: ShareDocumentDialog,
  })),
);

// Its texts are in a part of the locale of their own, fetched with it.
const EditPagesDialog = lazy(() =>
  Promise.all([import('../page-editor/edit-pages-dialog'), loadPageEditorMessages()]).then(([{ EditPagesDialog }]) => ({
    default: EditPagesDialog,
  })),
);

// With its texts (the suggestions' part of the locale): fetched as the page shows, outside its start-up chunk.
const SimilarDocuments = lazy(() =>
  Promise.all([import('@/suggestions/components/similar-documents'), loadOrganizationSettingsMessages()]).then(
    ([{ SimilarDocuments }]) => ({
      default: SimilarDocuments,
    }),
  ),
);

function DocumentFilePreview({ organizationId, document }: { organizationId: string; document: DocumentDetail }) {
  const fileUrl = useFileUrl(organizationId, document.id);
  const downloadUrl = useFileUrl(organizationId, document.id, { download: true });
  // With the URL: the demo's is the bytes' own, and may come after the new version's number.
  const cacheKey = [...documentsQueryKeys.file(organizationId, document.id, document.currentVersion.id), fileUrl];
  return <DocumentPreview document={document} source={{ fileUrl, downloadUrl, cacheKey }} />;
}

function DocumentHeader({
  organizationId,
  document,
  onRename,
}: {
  organizationId: string;
  document: DocumentDetail;
  onRename: () => void;
}) {
  const { t } = useTranslation();
  const fileUrl = useFileUrl(organizationId, document.id);
  const downloadUrl = useFileUrl(organizationId, document.id, { download: true });
  const { deleteDocument, isDeleting } = useDeleteDocument(organizationId);
  const restoreDocument = useRestoreDocument(organizationId);
  const [isRestoring, setIsRestoring] = useState(false);
  const { formatSize } = useFormatters();
  const canDelete = useCan('documents:delete');
  const canReprocess = useCan('documents:update') && !document.isDeleted;
  const canShare = useCan('share-links:create') && !document.isDeleted;
  const [isSharing, setIsSharing] = useState(false);
  const canEditPages = canReprocess && isPageEditable(document);
  const [isEditingPages, setIsEditingPages] = useState(false);
  // Workflows run in the Worker: the demo offers none.
  const { isDemoMode } = useConfig();
  const canRunWorkflows = useCan('workflows:run') && !document.isDeleted && !isDemoMode;
  const [isRunningWorkflow, setIsRunningWorkflow] = useState(false);
  const { reprocessDocument, isReprocessing } = useReprocessDocument(organizationId);
  // Delete and Restore take each other's place, and the focus would fall to <body> with the one that
  // leaves: it goes to Restore after Delete, and to the name after Restore.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useHeadingFocusRequest(headingRef);
  const restoreButtonRef = useRef<HTMLButtonElement>(null);
  const focusRestoreButton = useFocusRequest(restoreButtonRef);

  const remove = async () => {
    if (await deleteDocument(document)) focusRestoreButton();
  };

  const restore = async () => {
    setIsRestoring(true);
    const isRestored = await restoreDocument(document);
    setIsRestoring(false);
    if (isRestored) focusHeading();
  };

  // The actions have a row of their own at every width: beside the name, five of them left it a tenth of the line.
  return (
    <div className="mb-6 flex flex-col gap-4">
      <div className="flex min-w-0 items-start gap-4">
        <DocumentThumbnail
          organizationId={organizationId}
          document={document}
          className="h-16 w-12 rounded-lg shadow-xs"
          iconClassName="size-5"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <DocumentHeading document={document} headingRef={headingRef} onRename={onRename} />
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>{fileTypeLabel(t, document.mimeType)}</span>
            <span aria-hidden>·</span>
            <span>{formatSize(document.originalSize)}</span>
          </p>
          <DocumentTagEditor organizationId={organizationId} document={document} className="pt-1" />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline">
          <a href={downloadUrl} download={document.name}>
            <Download aria-hidden />
            {t('documents.detail.download')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={fileUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {t('documents.detail.open-in-new-tab')}
            <span className="sr-only">{t('documents.detail.opens-in-new-tab')}</span>
          </a>
        </Button>
        {canShare && (
          <Button variant="outline" onClick={() => setIsSharing(true)}>
            <Share2 aria-hidden />
            {t('documents.actions.share')}
          </Button>
        )}
        {isSharing && (
          <Suspense fallback={null}>
            <ShareDocumentDialog organizationId={organizationId} document={document} onClose={() => setIsSharing(false)} />
          </Suspense>
        )}
        {canEditPages && (
          <Button variant="outline" onClick={() => setIsEditingPages(true)}>
            <LayoutGrid aria-hidden />
            {t('documents.actions.edit-pages')}
          </Button>
        )}
        {isEditingPages && (
          <Suspense fallback={null}>
            <EditPagesDialog organizationId={organizationId} document={document} onClose={() => setIsEditingPages(false)} />
          </Suspense>
        )}
        {canRunWorkflows && (
          <Button variant="outline" onClick={() => setIsRunningWorkflow(true)}>
            <Play aria-hidden />
            {t('documents.actions.run-workflow')}
          </Button>
        )}
        {isRunningWorkflow && (
          <Suspense fallback={null}>
            <RunWorkflowDialog organizationId={organizationId} documentIds={[document.id]} onClose={() => setIsRunningWorkflow(false)} />
          </Suspense>
        )}
        {canReprocess && (
          <Button
            variant="outline"
            onClick={() => void reprocessDocument(document)}
            isLoading={isReprocessing}
            disabled={isBeingProcessed(document.processing)}
          >
            {!isReprocessing && <ScanText aria-hidden />}
            {t('documents.actions.reprocess')}
          </Button>
        )}
        {!canDelete ? null : document.isDeleted ? (
          <Button ref={restoreButtonRef} onClick={() => void restore()} isLoading={isRestoring}>
            {!isRestoring && <ArchiveRestore aria-hidden />}
            {t('documents.actions.restore')}
          </Button>
        ) : (
          <Button
            variant="outline"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => void remove()}
            isLoading={isDeleting}
          >
            {!isDeleting && <Trash2 aria-hidden />}
            {t('documents.actions.delete')}
          </Button>
        )}
      </div>
    </div>
  );
}

const tabTriggerClass =
  'relative -mb-px inline-flex h-10 cursor-pointer items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-inset focus-visible:ring-ring/50 data-[state=active]:border-foreground data-[state=active]:text-foreground';

function DocumentTabs({
  organizationId,
  document,
  onUploadVersion,
}: {
  organizationId: string;
  document: DocumentDetail;
  onUploadVersion: () => void;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { isDemoMode } = useConfig();
  const tab = parseDocumentTab(searchParams.get(TAB_SEARCH_PARAM));

  const selectTab = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === DEFAULT_DOCUMENT_TAB) next.delete(TAB_SEARCH_PARAM);
    else next.set(TAB_SEARCH_PARAM, value);
    setSearchParams(next, { replace: true });
  };

  const notesCount = useDocumentNotes(organizationId, document.id).data?.notes.length;
  const labels: Record<DocumentTab, string> = {
    info: t('documents.tabs.info'),
    content: t('documents.tabs.content'),
    versions:
      document.versionsCount > 1 ? t('documents.tabs.versions-count', { count: document.versionsCount }) : t('documents.tabs.versions'),
    notes: notesCount ? t('documents.tabs.notes-count', { count: notesCount }) : t('documents.tabs.notes'),
    activity: t('documents.tabs.activity'),
  };

  return (
    // Manual activation: arrows move between tabs, Enter or Space opens one. A tab opened on focus
    // would ask again about unsaved text each time the question's dialog gives the focus back.
    <Tabs.Root value={tab} onValueChange={selectTab} activationMode="manual" className="min-w-0 rounded-xl border bg-card shadow-xs">
      <Tabs.List aria-label={t('documents.tabs.label')} className="flex overflow-x-auto border-b px-2">
        {DOCUMENT_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} className={tabTriggerClass}>
            {labels[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="info" className="px-4 py-1 outline-none sm:px-5">
        <DocumentInfoTab organizationId={organizationId} document={document} />
      </Tabs.Content>
      <Tabs.Content value="content" className="p-4 outline-none sm:p-5">
        <DocumentContentTab organizationId={organizationId} document={document} />
      </Tabs.Content>
      <Tabs.Content value="versions" className="p-4 outline-none sm:p-5">
        <DocumentVersionsTab organizationId={organizationId} document={document} onUploadVersion={onUploadVersion} />
      </Tabs.Content>
      <Tabs.Content value="notes" className="p-4 outline-none sm:p-5">
        <DocumentNotesTab organizationId={organizationId} document={document} />
      </Tabs.Content>
      <Tabs.Content value="activity" className="p-4 outline-none sm:p-5">
        <DocumentActivityTab organizationId={organizationId} documentId={document.id} />
        {!isDemoMode && (
          <Suspense fallback={null}>
            <DocumentWorkflowRuns organizationId={organizationId} documentId={document.id} />
          </Suspense>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

export const prefetchDocumentPage: RoutePrefetch = ({ api, queryClient }, { params: { organizationId = '', documentId = '' } }) => {
  prefetch(queryClient, documentQueryOptions(api, organizationId, documentId));
};

/** The document's name in the browser's title (routes.tsx), once it is there. */
export function DocumentPageTitle({ params: { organizationId = '', documentId = '' } }: { params: Params }) {
  const { t } = useTranslation();
  const query = useDocument(organizationId, documentId);
  return <PageTitle page={query.data?.document.name ?? t(query.isError ? 'documents.detail.error' : 'common.loading')} />;
}

/** `/organizations/:organizationId/documents/:documentId`: one document, its tabs and its preview. */
export function DocumentPage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const { documentId = '' } = useParams();
  const query = useDocument(organizationId, documentId);
  const [isRenaming, setIsRenaming] = useState(false);
  const [uploadVersionRequest, setUploadVersionRequest] = useState<{ file?: File } | null>(null);
  const [droppedFile, setDroppedFile] = useState<File | null>(null);
  const canUpdate = useCan('documents:update');
  const canImport = useCan('documents:create');
  const { addFiles } = useUploads();

  if (query.isPending) return <LoadingState className="min-h-[60vh]" />;

  if (query.isError) {
    return (
      <PageContainer>
        <DocumentsBackLink organizationId={organizationId} />
        <ItemLoadError
          error={query.error}
          errorTitle={t('documents.detail.error')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          notFound={{
            title: t('documents.detail.not-found.title'),
            description: t('documents.detail.not-found.description'),
            back: { to: `/organizations/${organizationId}/documents`, label: t('documents.detail.not-found.back') },
          }}
        />
      </PageContainer>
    );
  }

  const { document } = query.data;
  const canAddVersion = canUpdate && !document.isDeleted;
  const onDroppedFiles = (files: File[]) => {
    const outcome = dropOnDocument({ filesCount: files.length, canAddVersion, canImport });
    if (outcome === 'ask') setDroppedFile(files[0]!);
    else if (outcome === 'version') setUploadVersionRequest({ file: files[0]! });
    else if (outcome === 'import') addFiles(organizationId, files);
  };

  const page = (
    <PageContainer className="@container max-w-7xl">
      <DocumentsBackLink organizationId={organizationId} />
      {document.isDeleted && <DeletedWarning document={document} />}
      <DocumentHeader organizationId={organizationId} document={document} onRename={() => setIsRenaming(true)} />
      <div className="grid items-start gap-6 @5xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="grid min-w-0 gap-6">
          <DocumentTabs organizationId={organizationId} document={document} onUploadVersion={() => setUploadVersionRequest({})} />
          <Suspense fallback={null}>
            <SimilarDocuments organizationId={organizationId} documentId={document.id} />
          </Suspense>
        </div>
        <DocumentFilePreview organizationId={organizationId} document={document} />
      </div>
      <RenameDocumentDialog organizationId={organizationId} document={isRenaming ? document : null} onClose={() => setIsRenaming(false)} />
      <UploadVersionDialog
        organizationId={organizationId}
        document={document}
        request={uploadVersionRequest}
        onClose={() => setUploadVersionRequest(null)}
      />
      <DroppedFileDialog
        file={droppedFile}
        onNewVersion={(file) => {
          setDroppedFile(null);
          setUploadVersionRequest({ file });
        }}
        onNewDocument={(file) => {
          setDroppedFile(null);
          addFiles(organizationId, [file]);
        }}
        onClose={() => setDroppedFile(null)}
      />
    </PageContainer>
  );
  // Those who may change the document drop onto it; for the others the page-wide drop imports, as on every page.
  return (
    <FileDropZone
      isEnabled={canAddVersion}
      onFiles={onDroppedFiles}
      className="min-h-full rounded-xl data-[drag-over]:outline-2 data-[drag-over]:outline-dashed data-[drag-over]:outline-primary/60"
    >
      {() => page}
    </FileDropZone>
  );
}
