import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';

/** Above every page of an organization the service's operators made read-only: why, and what still works. */
export function ReadOnlyNotice({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-4 sm:px-6 lg:px-8">
      <Alert>
        <Lock aria-hidden />
        <AlertTitle>{t('organizations.read-only.title')}</AlertTitle>
        <AlertDescription>{t('organizations.read-only.description', { reason })}</AlertDescription>
      </Alert>
    </div>
  );
}
