import { MailCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { useConfig } from '@/config/config-provider';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useRequestPasswordReset } from '../password-reset.queries';
import { emailField } from '../auth-fields';
import { AuthHeader, BackToLoginButton, OpenWebmailButton } from '../auth-layout';
import { getWebmailProvider } from '../webmail';

function useRequestPasswordResetSchema() {
  const { t } = useTranslation();
  return useMemo(() => z.object({ email: emailField(t) }), [t]);
}

/** After the request: tell the user to check their inbox, with a shortcut to their webmail when known. */
function ResetRequested({ email }: { email: string }) {
  const { t } = useTranslation();
  const hasWebmail = getWebmailProvider(email) !== undefined;
  return (
    <>
      <AuthHeader
        icon={<MailCheck />}
        title={t('auth.request-password-reset.requested.title')}
        description={t('auth.request-password-reset.requested.description', { email })}
      />
      <div className="grid gap-2">
        <OpenWebmailButton email={email} />
        <BackToLoginButton variant={hasWebmail ? 'ghost' : 'secondary'} />
      </div>
    </>
  );
}

export function RequestPasswordResetPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const schema = useRequestPasswordResetSchema();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { email: '' });

  const requestReset = useRequestPasswordReset();

  if (!config.auth.isPasswordResetEnabled || !config.auth.providers.email.isEnabled) return <Navigate to="/login" replace />;
  if (requestReset.isSuccess) return <ResetRequested email={requestReset.data} />;

  return (
    <>
      <AuthHeader title={t('auth.request-password-reset.title')} description={t('auth.request-password-reset.description')} />
      <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => requestReset.mutate(values))}>
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

        {requestReset.error && <FormErrorAlert message={errorMessage(requestReset.error, t)} />}

        <Button type="submit" className="w-full" isLoading={requestReset.isPending}>
          {t('auth.request-password-reset.submit')}
        </Button>
        <BackToLoginButton variant="ghost" />
      </form>
    </>
  );
}
