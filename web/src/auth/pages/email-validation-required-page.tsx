import { MailCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthHeader, BackToLoginButton, OpenWebmailButton } from '../auth-layout';
import { ResendVerificationEmail } from '../resend-verification-email';
import { readVerificationState } from '../verification';

/**
 * After a sign-up, or a sign-in refused until the email is verified: where the link went (the
 * address comes in the router state), a shortcut to that webmail, and "Resend the email".
 */
export function EmailValidationRequiredPage() {
  const { t } = useTranslation();
  const { email } = readVerificationState(useLocation().state);
  const description = email ? (
    <Trans
      i18nKey="auth.email-validation-required.sent-to"
      values={{ email }}
      components={{ address: <strong className="font-medium text-foreground [overflow-wrap:anywhere]" /> }}
    />
  ) : (
    t('auth.email-validation-required.description')
  );
  return (
    <>
      <AuthHeader icon={<MailCheck />} title={t('auth.email-validation-required.title')} description={description} />
      <div className="grid gap-2">
        {email && <OpenWebmailButton email={email} />}
        <ResendVerificationEmail />
        <BackToLoginButton variant="ghost" />
      </div>
    </>
  );
}
