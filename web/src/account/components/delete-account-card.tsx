import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useDeleteAccount } from '../account.queries';

/** Deleting the account, with its password: what happens to the organizations it owns is said first. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  return (
    <Card aria-labelledby={titleId} className="border-destructive/40">
      <form
        noValidate
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          if (password) remove.mutate(password);
        }}
      >
        <CardHeader>
          <CardTitle id={titleId} className="text-destructive">
            {t('account.delete.title')}
          </CardTitle>
          <CardDescription>{t('account.delete.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label={t('account.delete.password')}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
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
