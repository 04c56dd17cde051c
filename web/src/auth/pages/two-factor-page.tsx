import { ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { FormCheckboxField } from '@/ui/form-checkbox-field';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { OneTimeCodeInput } from '@/ui/one-time-code-input';
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
  const [kind, setKind] = useState<CodeKind>('app');
  const schema = useMemo(
    () => z.object({ code: z.string().check(z.trim(), z.minLength(1, t('two-factor-sign-in.code-required'))), trustDevice: z.boolean() }),
    [t],
  );
  const form = useZodForm(schema, { code: '', trustDevice: false });
  const verify = useVerifyTwoFactorSignIn();

  const switchKind = () => {
    setKind(kind === 'app' ? 'backup' : 'app');
    form.reset({ code: '', trustDevice: form.getValues('trustDevice') });
    verify.reset();
  };

  return (
    <>
      <AuthHeader
        icon={<ShieldCheck />}
        title={t('two-factor-sign-in.title')}
        description={t(kind === 'app' ? 'two-factor-sign-in.description' : 'two-factor-sign-in.backup-description')}
      />
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => verify.mutate({ kind, ...values }))}>
        <FormField
          label={t(kind === 'app' ? 'two-factor-sign-in.code' : 'two-factor-sign-in.backup-code')}
          error={form.formState.errors.code?.message}
        >
          {kind === 'app' ? (
            <OneTimeCodeInput key="app" autoFocus {...form.register('code')} />
          ) : (
            <Input key="backup" autoComplete="off" autoCapitalize="off" spellCheck={false} autoFocus {...form.register('code')} />
          )}
        </FormField>
        <FormCheckboxField control={form.control} name="trustDevice" label={t('two-factor-sign-in.trust-device')} />
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
