import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Download, ExternalLink, FileQuestionMark, FileX2, ScanText } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document } from '@/api/types';
import { Button } from '@/ui/button';
import { LoadingState } from '@/ui/spinner';
import { getPreviewKind, TEXT_PREVIEW_MAX_CHARACTERS } from '../lib/preview-kind';
import { isProbablyText, SNIFF_SAMPLE_SIZE } from '../../../../core/files/text-sniffing';

/**
 * Where a preview reads the file: a document of the organization, or the document of a share link.
 * No download URL: the file may only be viewed.
 */
type PreviewSource = { fileUrl: string | undefined; downloadUrl: string | undefined; cacheKey: readonly unknown[] };
type PreviewProps = { document: Pick<Document, 'name' | 'mimeType' | 'content' | 'processingStatus'>; source: PreviewSource };

/** The original file's bytes, read once (a file never changes). */
function useFileBytes({ source }: PreviewProps, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: source.cacheKey,
    queryFn: async ({ signal }) => {
      const response = await fetch(source.fileUrl!, { credentials: 'include', signal });
      if (!response.ok) throw new Error(`The file could not be loaded (${response.status})`);
      return new Uint8Array(await response.arrayBuffer());
    },
    enabled: enabled && source.fileUrl !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

function PreviewMessage({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: typeof FileX2;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-56 flex-col items-center justify-center gap-3 px-6 py-10 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted">
        <Icon className="size-5 text-muted-foreground" aria-hidden />
      </span>
      <div className="max-w-sm space-y-1">
        <p className="text-sm font-medium">{title}</p>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}

function DownloadButton({ document, source }: PreviewProps) {
  const { t } = useTranslation();
  const url = source.downloadUrl;
  if (url === undefined) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={url} download={document.name}>
        <Download aria-hidden />
        {t('documents.detail.download')}
      </a>
    </Button>
  );
}

function LoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <PreviewMessage icon={CircleAlert} title={t('documents.preview.error')}>
      <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
        {t('documents.preview.retry')}
      </Button>
    </PreviewMessage>
  );
}

function TextBlock({ text, label, note }: { text: string; label: string; note?: string }) {
  const { t } = useTranslation();
  const isTruncated = text.length > TEXT_PREVIEW_MAX_CHARACTERS;
  return (
    <div>
      {note && <p className="border-b px-4 py-2 text-xs text-muted-foreground">{note}</p>}
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-[800px] overflow-auto whitespace-pre-wrap break-words p-4 font-mono text-xs leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-inset focus-visible:ring-ring/50 sm:text-[13px]"
      >
        {isTruncated ? text.slice(0, TEXT_PREVIEW_MAX_CHARACTERS) : text}
      </pre>
      {isTruncated && <p className="border-t px-4 py-2 text-xs text-muted-foreground">{t('documents.preview.truncated')}</p>}
    </div>
  );
}

const decodeText = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);

function TextPreview(props: PreviewProps) {
  const { t } = useTranslation();
  const query = useFileBytes(props, { enabled: true });
  const text = useMemo(() => (query.data ? decodeText(query.data) : ''), [query.data]);
  if (query.isPending) return <LoadingState className="min-h-56" />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (text.length === 0) return <PreviewMessage icon={FileQuestionMark} title={t('documents.preview.empty')} />;
  return <TextBlock text={text} label={t('documents.preview.text-label', { name: props.document.name })} />;
}

/** A generic binary type: mostly printable bytes show as text, anything else as a binary file. */
function SniffedPreview(props: PreviewProps) {
  const { t } = useTranslation();
  const query = useFileBytes(props, { enabled: true });
  const text = useMemo(
    () => (query.data && isProbablyText(query.data.subarray(0, SNIFF_SAMPLE_SIZE)) ? decodeText(query.data) : null),
    [query.data],
  );
  if (query.isPending) return <LoadingState className="min-h-56" />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (text === null) {
    return (
      <PreviewMessage icon={FileX2} title={t('documents.preview.binary.title')} description={t('documents.preview.binary.description')}>
        <DownloadButton {...props} />
      </PreviewMessage>
    );
  }
  if (text.length === 0) return <PreviewMessage icon={FileQuestionMark} title={t('documents.preview.empty')} />;
  return <TextBlock text={text} label={t('documents.preview.text-label', { name: props.document.name })} />;
}

function ImagePreview({ document, source }: PreviewProps) {
  const { t } = useTranslation();
  const url = source.fileUrl;
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) return <PreviewMessage icon={CircleAlert} title={t('documents.preview.error')} />;
  if (url === undefined) return <LoadingState className="min-h-56" />;
  return (
    <div className="flex justify-center bg-[repeating-conic-gradient(var(--color-muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-4">
      <img
        src={url}
        alt={document.name}
        loading="lazy"
        decoding="async"
        onError={() => setHasFailed(true)}
        className="max-h-[800px] w-auto max-w-full rounded-sm object-contain shadow-sm"
      />
    </div>
  );
}

/** The browser's own pdf viewer, loaded only once the frame comes near the screen. */
function PdfPreview({ document, source }: PreviewProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [isVisible, setIsVisible] = useState(false);
  const url = source.fileUrl;

  useEffect(() => {
    const element = containerRef.current;
    if (!element || isVisible) return;
    if (typeof IntersectionObserver === 'undefined') return setIsVisible(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setIsVisible(true), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible]);

  return (
    <div>
      <div ref={containerRef} className="h-[min(800px,75vh)] min-h-96 w-full bg-muted/30">
        {isVisible && url ? (
          <iframe src={url} title={t('documents.preview.pdf-label', { name: document.name })} className="size-full border-0" />
        ) : (
          <LoadingState className="h-full" />
        )}
      </div>
      <p className="border-t px-4 py-2 text-xs text-muted-foreground">
        {t('documents.preview.pdf-fallback')}{' '}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-foreground underline-offset-4 hover:underline"
        >
          {t('documents.detail.open-in-new-tab')}
          <ExternalLink className="size-3" aria-hidden />
        </a>
      </p>
    </div>
  );
}

/** Spec "Preview by mime type". */
export function DocumentPreview(props: PreviewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const kind = getPreviewKind(props.document);

  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <h2 id={titleId} className="border-b px-4 py-3 text-sm font-medium">
        {t('documents.preview.title')}
      </h2>
      {kind === 'image' && <ImagePreview {...props} />}
      {kind === 'pdf' && <PdfPreview {...props} />}
      {kind === 'text' && <TextPreview {...props} />}
      {kind === 'sniff' && <SniffedPreview {...props} />}
      {kind === 'extracted-text' && (
        <TextBlock
          text={props.document.content ?? ''}
          label={t('documents.preview.text-label', { name: props.document.name })}
          note={t('documents.preview.extracted-text')}
        />
      )}
      {kind === 'extracting' && (
        <div role="status">
          <PreviewMessage icon={ScanText} title={t('documents.processing.extracting')} description={t('documents.preview.extracting')} />
        </div>
      )}
      {kind === 'unknown' && (
        <PreviewMessage
          icon={FileQuestionMark}
          title={t('documents.preview.unknown.title')}
          description={t('documents.preview.unknown.description')}
        >
          <DownloadButton {...props} />
        </PreviewMessage>
      )}
    </section>
  );
}
