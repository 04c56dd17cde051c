import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/error-message';
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
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const change = useChangePassword({
    onChanged: () => {
      setCurrentPassword('');
      setNewPassword('');
      setIsSubmitted(false);
    },
  });
  const newPasswordError = !isSubmitted
    ? undefined
    : newPassword.length < PASSWORD_LENGTH.min
      ? t('account.password.too-short', { min: PASSWORD_LENGTH.min })
      : newPassword.length > PASSWORD_LENGTH.max
        ? t('account.password.too-long', { max: PASSWORD_LENGTH.max })
        : undefined;
  const currentPasswordError = isSubmitted && currentPassword === '' ? t('account.password.current-required') : undefined;

  return (
    <Card aria-labelledby={titleId}>
      <form
        noValidate
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          setIsSubmitted(true);
          if (currentPassword !== '' && newPassword.length >= PASSWORD_LENGTH.min && newPassword.length <= PASSWORD_LENGTH.max)
            change.mutate({ currentPassword, newPassword });
        }}
      >
        <CardHeader>
          <CardTitle id={titleId}>{t('account.password.title')}</CardTitle>
          <CardDescription>{t('account.password.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label={t('account.password.current')} error={currentPasswordError}>
            <Input
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          </FormField>
          <FormField
            label={t('account.password.new')}
            error={newPasswordError}
            description={t('account.password.hint', { min: PASSWORD_LENGTH.min })}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
            />
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
