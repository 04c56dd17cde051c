import { UserX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { useConfig } from '@/config/config-provider';
import { textField } from '@/lib/text-field';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useSignUp } from '../sign-up.queries';
import { emailField, newPasswordField } from '../auth-fields';
import { AuthFooterLink, TryDemoLink, AuthHeader, BackToLoginButton } from '../auth-layout';
import { AuthProviderChoice } from '../auth-providers';
import { PASSWORD_LENGTH, USER_NAME_MAX_LENGTH } from '../../../../core/field-limits';

function useRegisterSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        email: emailField(t),
        name: textField({
          min: 1,
          tooShort: t('auth.fields.name.required'),
          max: USER_NAME_MAX_LENGTH,
          tooLong: t('auth.fields.name.max-length', { max: USER_NAME_MAX_LENGTH }),
        }),
        password: newPasswordField(t),
      }),
    [t],
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const schema = useRegisterSchema();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { email: '', name: '', password: '' });

  const signUp = useSignUp();

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => signUp.mutate(values))}>
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
      <FormField label={t('auth.fields.name.label')} error={errors.name?.message}>
        <Input type="text" autoComplete="name" placeholder={t('auth.fields.name.placeholder')} {...register('name')} />
      </FormField>
      <FormField
        label={t('auth.fields.password.label')}
        error={errors.password?.message}
        description={t('auth.fields.password.hint', { min: PASSWORD_LENGTH.min })}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>

      {signUp.error && <FormErrorAlert message={errorMessage(signUp.error, t)} />}

      <Button type="submit" className="w-full" isLoading={signUp.isPending || signUp.isSuccess}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}

function RegistrationDisabled() {
  const { t } = useTranslation();
  return (
    <>
      <AuthHeader icon={<UserX />} title={t('auth.register.disabled.title')} description={t('auth.register.disabled.description')} />
      <BackToLoginButton />
    </>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const config = useConfig();

  if (!config.auth.isRegistrationEnabled) return <RegistrationDisabled />;

  return (
    <>
      <AuthHeader title={t('auth.register.title')} description={t('auth.register.description')} />
      <AuthProviderChoice
        emailForm={<RegisterForm />}
        emailButtonLabel={t('auth.register.with-email')}
        providerButtonLabel={(provider) => t('auth.register.with-provider', { provider })}
      />
      <AuthFooterLink text={t('auth.register.have-account')} linkLabel={t('auth.register.login')} to="/login" />
      <TryDemoLink />
    </>
  );
}
