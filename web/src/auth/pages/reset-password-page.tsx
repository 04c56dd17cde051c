import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { AuthHeader } from '../auth-layout';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

function useResetPasswordSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        newPassword: z
          .string()
          .min(1, t('auth.fields.password.required'))
          .min(PASSWORD_MIN_LENGTH, t('auth.fields.password.min-length', { min: PASSWORD_MIN_LENGTH }))
          .max(PASSWORD_MAX_LENGTH, t('auth.fields.password.max-length', { max: PASSWORD_MAX_LENGTH })),
      }),
    [t],
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const schema = useResetPasswordSchema();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '' },
  });

  const resetPassword = useMutation({
    mutationFn: ({ newPassword }: z.output<typeof schema>) => api.auth.resetPassword({ newPassword, token }),
  });

  if (resetPassword.isSuccess) {
    return (
      <>
        <AuthHeader icon={<CircleCheck />} title={t('auth.reset-password.done.title')} description={t('auth.reset-password.done.description')} />
        <Button asChild className="w-full">
          <Link to="/login">{t('auth.back-to-login')}</Link>
        </Button>
      </>
    );
  }

  return (
    <>
      <AuthHeader title={t('auth.reset-password.title')} description={t('auth.reset-password.description')} />
      <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => resetPassword.mutate(values))}>
        <FormField
          label={t('auth.reset-password.new-password')}
          error={errors.newPassword?.message}
          description={t('auth.fields.password.hint', { min: PASSWORD_MIN_LENGTH })}
        >
          <Input type="password" autoComplete="new-password" autoFocus {...register('newPassword')} />
        </FormField>

        {resetPassword.error && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertDescription>{errorMessage(resetPassword.error, t)}</AlertDescription>
          </Alert>
        )}

        <Button type="submit" className="w-full" isLoading={resetPassword.isPending}>
          {t('auth.reset-password.submit')}
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to="/login">{t('auth.back-to-login')}</Link>
        </Button>
      </form>
    </>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to="/login" replace />;
  return <ResetPasswordForm key={token} token={token} />;
}
