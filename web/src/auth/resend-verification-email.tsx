import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useSendVerificationEmail } from './sign-up.queries';
import { emailField } from './auth-fields';
import { readVerificationState, RESEND_COOLDOWN_SECONDS, secondsUntilResend, type VerificationState } from './verification';

/** The seconds left before a resend, counting down once a second. */
function useSecondsUntilResend(sentAt: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsUntilResend(sentAt, now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` changing is the tick that sets the next timer
  useEffect(() => {
    if (seconds === 0 || sentAt === undefined) return;
    // Wake up when the whole number of seconds changes.
    const timer = setTimeout(() => setNow(Date.now()), (sentAt + RESEND_COOLDOWN_SECONDS * 1000 - Date.now()) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [seconds, sentAt, now]);
  return seconds;
}

/**
 * "Resend the email", to the address in the page's verification state or, when the page does not
 * know it, to one typed in; then a countdown before the next one. The address and the time it was
 * sent go into the history entry, so a reload keeps both.
 */
export function ResendVerificationEmail() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { email, sentAt } = readVerificationState(location.state);
  const secondsLeft = useSecondsUntilResend(sentAt);
  const schema = useMemo(() => z.object({ email: emailField(t) }), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { email: '' });

  const resend = useSendVerificationEmail({
    onSent: (address) => {
      const state: VerificationState = { email: address, sentAt: Date.now() };
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state });
    },
  });

  const onSubmit = email
    ? (event: FormEvent) => {
        event.preventDefault();
        resend.mutate(email);
      }
    : handleSubmit((values) => resend.mutate(values.email));

  return (
    <div>
      <form noValidate className="grid gap-3" onSubmit={onSubmit}>
        {!email && (
          <FormField label={t('auth.fields.email.label')} error={errors.email?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('auth.fields.email.placeholder')}
              {...register('email')}
            />
          </FormField>
        )}
        {resend.error && <FormErrorAlert message={errorMessage(resend.error, t)} />}
        <Button type="submit" variant="outline" className="w-full tabular-nums" disabled={secondsLeft > 0} isLoading={resend.isPending}>
          {secondsLeft > 0 ? t('auth.verification.resend-in', { seconds: secondsLeft }) : t('auth.verification.resend')}
        </Button>
      </form>
      <p role="status" className="text-center text-sm text-muted-foreground not-empty:mt-3">
        {resend.isSuccess && email ? t('auth.verification.resent', { email }) : ''}
      </p>
    </div>
  );
}
