import { useMemo } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { useConfig } from '@/config/config-provider';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { FormCheckboxField } from '@/ui/form-checkbox-field';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { isEmailNotVerified, useSignIn, useSignInWithPasskey } from '../sign-in.queries';
import { currentPasswordField, emailField } from '../auth-fields';
import { AuthFooterLink, TryDemoLink, AuthHeader } from '../auth-layout';
import { AuthProviderChoice, useHasAnyAuthProvider } from '../auth-providers';

function useLoginSchema() {
  const { t } = useTranslation();
  return useMemo(() => z.object({ email: emailField(t), password: currentPasswordField(t), rememberMe: z.boolean() }), [t]);
}

function LoginForm() {
  const { t } = useTranslation();
  const config = useConfig();
  const schema = useLoginSchema();

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { email: '', password: '', rememberMe: true });

  const signIn = useSignIn();

  // An address not verified yet is no error here: useSignIn goes to the page that offers a resend.
  const formError = signIn.error && !isEmailNotVerified(signIn.error) ? errorMessage(signIn.error, t) : undefined;

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
      <FormField label={t('auth.fields.email.label')} error={errors.email?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          placeholder={t('auth.fields.email.placeholder')}
          {...register('email')}
        />
      </FormField>
      <FormField label={t('auth.fields.password.label')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <FormCheckboxField control={control} name="rememberMe" label={t('auth.login.remember-me')} />
        {config.auth.isPasswordResetEnabled && (
          <Link
            to="/request-password-reset"
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {t('auth.login.forgot-password')}
          </Link>
        )}
      </div>

      {formError && <FormErrorAlert message={formError} />}

      <Button type="submit" className="w-full" isLoading={signIn.isPending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}

/** WebAuthn's code is fetched once the button is pressed: most sign-ins never need it. */
function PasskeySignInButton() {
  const { t } = useTranslation();
  const signIn = useSignInWithPasskey();
  return (
    <div className="mt-4 grid gap-2">
      {signIn.error && <FormErrorAlert message={errorMessage(signIn.error, t)} />}
      <Button type="button" variant="secondary" isLoading={signIn.isPending} onClick={() => signIn.mutate()}>
        {!signIn.isPending && <KeyRound aria-hidden />}
        {t('auth.login.with-passkey')}
      </Button>
    </div>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const hasAnyProvider = useHasAnyAuthProvider();

  return (
    <>
      <AuthHeader title={t('auth.login.title')} description={t('auth.login.description')} />
      <AuthProviderChoice
        emailForm={<LoginForm />}
        emailButtonLabel={t('auth.login.with-email')}
        providerButtonLabel={(provider) => t('auth.login.with-provider', { provider })}
      />
      {hasAnyProvider && <PasskeySignInButton />}
      {config.auth.isRegistrationEnabled && hasAnyProvider && (
        <AuthFooterLink text={t('auth.login.no-account')} linkLabel={t('auth.login.register')} to="/register" />
      )}
      <TryDemoLink />
    </>
  );
}
