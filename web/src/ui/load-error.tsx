import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/error-message';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';

type LoadErrorProps = { title: string; error: unknown; onRetry: () => void; isRetrying?: boolean };

/** A failed load standing alone on the screen: icon, title, reason and retry, for the caller's centred flex column. */
export function LoadErrorMessage({ title, error, onRetry, isRetrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <>
      <CircleAlert className="size-10 text-destructive" aria-hidden />
      <div className="max-w-sm space-y-1">
        <h1 className="text-lg font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{errorMessage(error, t)}</p>
      </div>
      <Button onClick={onRetry} isLoading={isRetrying}>
        {t('common.retry')}
      </Button>
    </>
  );
}

/** A failed load within a page: an alert with the reason and a retry button. */
export function LoadErrorAlert({ title, error, onRetry, isRetrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error, t)}</p>
        <Button variant="outline" size="sm" className="mt-3 text-foreground" onClick={onRetry} isLoading={isRetrying}>
          {t('common.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
