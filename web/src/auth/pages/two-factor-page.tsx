import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { AuthHeader, BackToLoginButton } from '../auth-layout';
import { useVerifyTwoFactorSignIn } from '../two-factor-sign-in.queries';

type CodeKind = 'app' | 'backup';

/** The sign-in's challenge is gone (ten minutes passed, or too many tries): only a new sign-in helps. */
const isChallengeOver = (error: unknown) =>
  isApiError(error) && ['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'].includes(error.code);

/**
 * `/login/two-factor`: the second step of a sign-in (with the password, or through a provider, whose
 * callback redirects here) of an account with an authenticator app. The first step left a short-lived
 * challenge cookie; a code from the app, or one of the backup codes, turns it into a session. "Trust
 * this device" spares this browser the step for 30 days.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const trustId = useId();
  const [kind, setKind] = useState<CodeKind>('app');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [isSubmitted, setIsSubmitted] = useState(false);

  const verify = useVerifyTwoFactorSignIn();

  const switchKind = () => {
    setKind(kind === 'app' ? 'backup' : 'app');
    setCode('');
    setIsSubmitted(false);
    verify.reset();
  };

  const codeError = isSubmitted && code.trim() === '' ? t('two-factor-sign-in.code-required') : undefined;

  return (
    <>
      <AuthHeader
        icon={<ShieldCheck />}
        title={t('two-factor-sign-in.title')}
        description={t(kind === 'app' ? 'two-factor-sign-in.description' : 'two-factor-sign-in.backup-description')}
      />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setIsSubmitted(true);
          if (code.trim() !== '') verify.mutate({ kind, code: code.trim(), trustDevice });
        }}
      >
        <FormField label={t(kind === 'app' ? 'two-factor-sign-in.code' : 'two-factor-sign-in.backup-code')} error={codeError}>
          {kind === 'app' ? (
            <Input
              key="app"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={6}
              pattern="[0-9]*"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          ) : (
            <Input
              key="backup"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox id={trustId} checked={trustDevice} onCheckedChange={(checked) => setTrustDevice(checked === true)} />
          <Label htmlFor={trustId} className="font-normal">
            {t('two-factor-sign-in.trust-device')}
          </Label>
        </div>
        {verify.error && (
          <FormErrorAlert message={isChallengeOver(verify.error) ? t('two-factor-sign-in.expired') : errorMessage(verify.error, t)} />
        )}
        <Button type="submit" className="w-full" isLoading={verify.isPending}>
          {t('two-factor-sign-in.submit')}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={switchKind}>
          {t(kind === 'app' ? 'two-factor-sign-in.use-backup-code' : 'two-factor-sign-in.use-app')}
        </Button>
      </form>
      <div className="mt-2 grid">
        <BackToLoginButton variant="ghost" />
      </div>
    </>
  );
}
