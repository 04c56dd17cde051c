import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useDeleteAccount } from '../account.queries';

const passwordSchema = z.object({ password: z.string() });

/** Deleting the account, with its password: what happens to the organizations it owns is said first. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useZodForm(passwordSchema, { password: '' });
  const password = useWatch({ control: form.control, name: 'password' });
  const remove = useDeleteAccount();

  return (
    <Card aria-labelledby={titleId} className="border-destructive/40">
      <form
        noValidate
        className="contents"
        onSubmit={form.handleSubmit((values) => {
          if (values.password) remove.mutate(values.password);
        })}
      >
        <CardHeader>
          <CardTitle id={titleId} className="text-destructive">
            {t('account.delete.title')}
          </CardTitle>
          <CardDescription>{t('account.delete.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label={t('account.delete.password')}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          {remove.error && <FormErrorAlert message={errorMessage(remove.error, t)} />}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" variant="destructive" disabled={!password} isLoading={remove.isPending}>
            {!remove.isPending && <Trash2 aria-hidden />}
            {t('account.delete.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
