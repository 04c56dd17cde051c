import { CircleCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useResetPassword } from '../password-reset.queries';
import { newPasswordField } from '../auth-fields';
import { AuthHeader, BackToLoginButton } from '../auth-layout';
import { PASSWORD_LENGTH } from '../../../../core/field-limits';

function useResetPasswordSchema() {
  const { t } = useTranslation();
  return useMemo(() => z.object({ newPassword: newPasswordField(t) }), [t]);
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const schema = useResetPasswordSchema();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { newPassword: '' });

  const resetPassword = useResetPassword(token);

  if (resetPassword.isSuccess) {
    return (
      <>
        <AuthHeader
          icon={<CircleCheck />}
          title={t('auth.reset-password.done.title')}
          description={t('auth.reset-password.done.description')}
        />
        <BackToLoginButton variant="default" />
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
          description={t('auth.fields.password.hint', { min: PASSWORD_LENGTH.min })}
        >
          <Input type="password" autoComplete="new-password" autoFocus {...register('newPassword')} />
        </FormField>

        {resetPassword.error && <FormErrorAlert message={errorMessage(resetPassword.error, t)} />}

        <Button type="submit" className="w-full" isLoading={resetPassword.isPending}>
          {t('auth.reset-password.submit')}
        </Button>
        <BackToLoginButton variant="ghost" />
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
