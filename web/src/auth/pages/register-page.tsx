import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, UserX } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { useConfig } from '@/config/config-provider';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { AuthFooterLink, AuthHeader } from '../auth-layout';
import { SESSION_QUERY_KEY } from '../use-session';
import { NoAuthProviderMessage, ProviderChoice, useOtherAuthProviders } from './login-page';

const NAME_MAX_LENGTH = 64;
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

function useRegisterSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        email: z.string().trim().min(1, t('auth.fields.email.required')).pipe(z.email(t('auth.fields.email.invalid'))),
        name: z
          .string()
          .trim()
          .min(1, t('auth.fields.name.required'))
          .max(NAME_MAX_LENGTH, t('auth.fields.name.max-length', { max: NAME_MAX_LENGTH })),
        password: z
          .string()
          .min(1, t('auth.fields.password.required'))
          .min(PASSWORD_MIN_LENGTH, t('auth.fields.password.min-length', { min: PASSWORD_MIN_LENGTH }))
          .max(PASSWORD_MAX_LENGTH, t('auth.fields.password.max-length', { max: PASSWORD_MAX_LENGTH })),
      }),
    [t],
  );
}

function RegisterForm() {
  const { t } = useTranslation();
  const api = useApi();
  const config = useConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schema = useRegisterSchema();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', name: '', password: '' },
  });

  const signUp = useMutation({
    mutationFn: (values: z.output<typeof schema>) => api.auth.signUp(values),
    onSuccess: async () => {
      if (config.auth.isEmailVerificationRequired) {
        navigate('/email-validation-required');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      navigate('/', { replace: true });
    },
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => signUp.mutate(values))}>
      <FormField label={t('auth.fields.email.label')} error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" autoFocus placeholder={t('auth.fields.email.placeholder')} {...register('email')} />
      </FormField>
      <FormField label={t('auth.fields.name.label')} error={errors.name?.message}>
        <Input type="text" autoComplete="name" placeholder={t('auth.fields.name.placeholder')} {...register('name')} />
      </FormField>
      <FormField
        label={t('auth.fields.password.label')}
        error={errors.password?.message}
        description={t('auth.fields.password.hint', { min: PASSWORD_MIN_LENGTH })}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>

      {signUp.error && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertDescription>{errorMessage(signUp.error, t)}</AlertDescription>
        </Alert>
      )}

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
      <Button asChild variant="secondary" className="w-full">
        <Link to="/login">{t('auth.back-to-login')}</Link>
      </Button>
    </>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const providers = useOtherAuthProviders();
  const isEmailEnabled = config.auth.providers.email.isEnabled;

  if (!config.auth.isRegistrationEnabled) return <RegistrationDisabled />;

  return (
    <>
      <AuthHeader title={t('auth.register.title')} description={t('auth.register.description')} />
      {isEmailEnabled || providers.length > 0 ? (
        <ProviderChoice
          providers={providers}
          isEmailEnabled={isEmailEnabled}
          emailButtonLabel={t('auth.register.with-email')}
          providerButtonLabel={(provider) => t('auth.register.with-provider', { provider })}
          emailForm={<RegisterForm />}
        />
      ) : (
        <NoAuthProviderMessage />
      )}
      <AuthFooterLink text={t('auth.register.have-account')} linkLabel={t('auth.register.login')} to="/login" />
    </>
  );
}
