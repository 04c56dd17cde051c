import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { PageContainer } from '@/ui/page';

/** In place of an organization whose owner requires a second factor this account does not have yet. */
export function TwoFactorRequired() {
  const { t } = useTranslation();
  return (
    <PageContainer className="flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 text-center">
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold tracking-tight">{t('organization-security.required.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('organization-security.required.description')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/settings#two-factor">{t('organization-security.required.set-up')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/organizations">{t('organization-security.required.other-organizations')}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
