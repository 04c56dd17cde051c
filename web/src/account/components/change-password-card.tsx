import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useChangePassword } from '../account.queries';
import { PASSWORD_LENGTH } from '../../../../core/field-limits';

/** A new password, given the current one; the account's other sessions end with it. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const schema = useMemo(
    () =>
      z.object({
        currentPassword: z.string().check(z.minLength(1, t('account.password.current-required'))),
        newPassword: z
          .string()
          .check(
            z.minLength(PASSWORD_LENGTH.min, t('account.password.too-short', { min: PASSWORD_LENGTH.min })),
            z.maxLength(PASSWORD_LENGTH.max, t('account.password.too-long', { max: PASSWORD_LENGTH.max })),
          ),
      }),
    [t],
  );
  const form = useZodForm(schema, { currentPassword: '', newPassword: '' });
  const { errors } = form.formState;
  const change = useChangePassword({ onChanged: () => form.reset() });

  return (
    <Card aria-labelledby={titleId}>
      <form noValidate className="contents" onSubmit={form.handleSubmit((values) => change.mutate(values))}>
        <CardHeader>
          <CardTitle id={titleId}>{t('account.password.title')}</CardTitle>
          <CardDescription>{t('account.password.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label={t('account.password.current')} error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            label={t('account.password.new')}
            error={errors.newPassword?.message}
            description={t('account.password.hint', { min: PASSWORD_LENGTH.min })}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          {change.error && <FormErrorAlert message={errorMessage(change.error, t)} />}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" isLoading={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
