import { FileX2 } from 'lucide-react';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadErrorAlert } from './load-error';

type ItemLoadErrorProps = {
  error: unknown;
  /** What a failed load says above its reason and Retry. */
  errorTitle: string;
  onRetry: () => void;
  isRetrying: boolean;
  /** What a page says of an item that is not there, and the way back to its list. */
  notFound: { title: string; description: string; back: { to: string; label: string } };
};

/**
 * The load of one item (a document, a tagging rule, a webhook) failed: "not found", with the way back,
 * when there is no such item (404, or 400 for an id that cannot be one); otherwise the reason and Retry.
 */
export function ItemLoadError({ error, errorTitle, onRetry, isRetrying, notFound }: ItemLoadErrorProps) {
  const isNotFound = isApiError(error) && (error.status === 404 || error.status === 400);
  if (!isNotFound) return <LoadErrorAlert title={errorTitle} error={error} onRetry={onRetry} isRetrying={isRetrying} />;
  return (
    <EmptyState
      icon={FileX2}
      title={notFound.title}
      description={notFound.description}
      actions={
        <Button asChild variant="outline">
          <Link to={notFound.back.to}>{notFound.back.label}</Link>
        </Button>
      }
    />
  );
}
