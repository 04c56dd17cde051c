import { ArrowLeft, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { AuthHeader } from '../auth-layout';

export function EmailValidationRequiredPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeader icon={<MailCheck />} title={t('auth.email-validation-required.title')} description={t('auth.email-validation-required.description')} />
      <Button asChild variant="secondary" className="w-full">
        <Link to="/login">
          <ArrowLeft aria-hidden />
          {t('auth.back-to-login')}
        </Link>
      </Button>
    </>
  );
}
