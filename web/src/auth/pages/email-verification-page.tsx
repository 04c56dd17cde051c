import { MailCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/ui/button';
import { AuthHeader, BackToLoginButton } from '../auth-layout';
import { ResendVerificationEmail } from '../resend-verification-email';
import { useSession } from '../use-session';
import { VERIFICATION_LANDING_PATH, verificationLinkOutcome } from '../verification';

/** While the app opens: a bar that moves without measuring anything. */
function OpeningProgress({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full w-2/5 rounded-full bg-primary motion-safe:animate-indeterminate motion-reduce:w-full motion-reduce:animate-pulse" />
    </div>
  );
}

/** The link worked and signed the user in: say so while the session loads, then open the app. */
function Verified() {
  const { t } = useTranslation();
  const { data: session, isPending } = useSession();
  if (session) return <Navigate to="/" replace />;
  if (isPending) {
    return (
      <>
        <AuthHeader
          icon={<MailCheck />}
          title={t('auth.verification.verified.title')}
          description={t('auth.verification.verified.opening')}
        />
        <OpeningProgress label={t('auth.verification.verified.opening')} />
      </>
    );
  }
  // A link followed again, once verified, signs nobody in.
  return (
    <>
      <AuthHeader icon={<MailCheck />} title={t('auth.verification.verified.title')} description={t('auth.verification.verified.log-in')} />
      <Button asChild className="w-full">
        <Link to="/login">{t('auth.login.submit')}</Link>
      </Button>
    </>
  );
}

/** The link was expired, broken or cut short: say which, and send a new one. */
function LinkFailed({ reason }: { reason: 'expired' | 'invalid' | 'incomplete' }) {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeader
        icon={<MailX />}
        title={t(`auth.verification.${reason}.title`)}
        description={t(`auth.verification.${reason}.description`)}
      />
      <div className="grid gap-2">
        <ResendVerificationEmail />
        <BackToLoginButton variant="ghost" />
      </div>
    </>
  );
}

/**
 * `/email-verification/done`: where a verification link lands. The link itself is the API's
 * (/api/auth/verify-email), which verifies, signs the user in and redirects here, with `?error=`
 * when the token was expired or invalid. `/email-verification` alone verified nothing.
 */
export function EmailVerificationPage() {
  const [searchParams] = useSearchParams();
  const isLanding = useLocation().pathname === VERIFICATION_LANDING_PATH;
  const outcome = verificationLinkOutcome(searchParams.get('error'), { isLanding });
  return outcome === 'verified' ? <Verified /> : <LinkFailed reason={outcome} />;
}
