import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/error-message';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';
import { isVersionConflict, useRefreshVersions } from './document-versions.queries';

/**
 * Why a change of versions made in a dialog failed, inside that dialog: a toast's Reload under a modal
 * dialog could be neither clicked nor reached with the keyboard. A version added since the page loaded
 * offers to reload the document, so that the next try is made over the file now current.
 */
export function VersionChangeError({
  organizationId,
  documentId,
  title,
  error,
  onReloaded,
}: {
  organizationId: string;
  documentId: string;
  title: string;
  error: unknown;
  /** Once the document and its versions are read again (the dialog forgets the error). */
  onReloaded: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshVersions(organizationId, documentId);
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        <p>{errorMessage(error, t)}</p>
        {isVersionConflict(error) && (
          <Button type="button" size="sm" variant="outline" onClick={() => void refresh().then(onReloaded)}>
            {t('documents.versions.reload')}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
