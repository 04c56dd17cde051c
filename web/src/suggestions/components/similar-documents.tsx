import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentPath } from '@/documents/documents.paths';
import { useFormatters } from '@/lib/use-formatters';
import { LoadErrorMessage } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useSimilarDocuments } from '../suggestions.queries';

/** The documents most like this one, by their most distinctive words (GET …/similar): each a link with its name and date. */
export function SimilarDocuments({ organizationId, documentId }: { organizationId: string; documentId: string }) {
  const { t } = useTranslation();
  const { formatDate, formatDay, toIsoString } = useFormatters();
  const headingId = useId();
  const query = useSimilarDocuments(organizationId, documentId);

  const body = () => {
    if (query.isPending)
      return (
        <div className="grid gap-2" role="status" aria-label={t('suggestions.similar.loading')}>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      );
    if (query.isError)
      return (
        <LoadErrorMessage
          title={t('suggestions.similar.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    if (query.data.documents.length === 0) return <p className="text-sm text-muted-foreground">{t('suggestions.similar.empty')}</p>;
    return (
      <ul aria-labelledby={headingId} className="-mx-2 grid gap-0.5">
        {query.data.documents.map((document) => (
          <li key={document.id}>
            <Link
              to={documentPath(organizationId, document.id)}
              className="flex min-w-0 items-center gap-2 rounded-md px-2 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{document.name}</span>
              {/* The document's own date when it has one, else when it came. */}
              {document.documentDate ? (
                <time className="shrink-0 text-xs text-muted-foreground" dateTime={document.documentDate}>
                  {formatDay(document.documentDate)}
                </time>
              ) : (
                <time className="shrink-0 text-xs text-muted-foreground" dateTime={toIsoString(document.createdAt)}>
                  {formatDate(document.createdAt)}
                </time>
              )}
            </Link>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-sm font-medium">
          {t('suggestions.similar.title')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('suggestions.similar.description')}</p>
      </div>
      {body()}
    </section>
  );
}
