import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';

/** A search the server could not read (a malformed date filter): the query must change, so no retry is offered. */
export const isInvalidQueryError = (error: unknown) => isApiError(error) && error.status === 400 && error.code.startsWith('search.');

/** What is wrong with the query and how to write it, in the user's language. */
export function InvalidQueryAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden />
      <AlertTitle>{t('search.documents.invalid-query')}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error, t)}</p>
      </AlertDescription>
    </Alert>
  );
}
