import { Fingerprint, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import type { Passkey } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LoadErrorAlert } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../account.queries';

const PASSKEY_NAME_MAX_LENGTH = 64;
const passkeyNameSchema = z.object({ name: z.string() });

function PasskeyNameForm({
  initialName,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  initialName: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(passkeyNameSchema, { name: initialName });
  const name = useWatch({ control: form.control, name: 'name' });
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={form.handleSubmit((values) => {
        if (values.name.trim()) onSubmit(values.name.trim());
      })}
    >
      <div className="min-w-48 flex-1">
        <FormField label={t('account.passkeys.name')}>
          <Input
            autoComplete="off"
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            placeholder={t('account.passkeys.name-placeholder')}
            {...form.register('name')}
          />
        </FormField>
      </div>
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" disabled={!name.trim()} isLoading={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const confirmDestructive = useConfirmDestructive();
  const [isRenaming, setIsRenaming] = useState(false);
  const name = passkey.name || t('account.passkeys.unnamed');
  const rename = useRenamePasskey(passkey.id, { onRenamed: () => setIsRenaming(false) });
  const remove = useRemovePasskey(passkey.id);

  if (isRenaming) {
    return (
      <li className="px-3 py-2.5">
        <PasskeyNameForm
          initialName={passkey.name ?? ''}
          submitLabel={t('common.save')}
          isPending={rename.isPending}
          onSubmit={(newName) => rename.mutate(newName)}
          onCancel={() => setIsRenaming(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm">
      <Fingerprint className="size-4 text-muted-foreground" aria-hidden />
      <span className="font-medium">{name}</span>
      <span className="text-muted-foreground">{t('account.passkeys.added', { date: formatDate(passkey.createdAt) })}</span>
      {passkey.backedUp && <span className="text-muted-foreground">{t('account.passkeys.synced')}</span>}
      <div className="ml-auto flex gap-1">
        <Button variant="ghost" size="sm" aria-label={t('account.passkeys.rename-label', { name })} onClick={() => setIsRenaming(true)}>
          <Pencil aria-hidden />
          {t('account.passkeys.rename')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={t('account.passkeys.remove-label', { name })}
          isLoading={remove.isPending}
          onClick={() =>
            void confirmDestructive(destructiveTextsAt(t, 'account.passkeys.remove-confirm', { name }), () => remove.mutateAsync())
          }
        >
          {t('account.passkeys.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The account's passkeys: added on this device (or a security key) with a name, renamed, removed. */
export function PasskeysCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isAdding, setIsAdding] = useState(false);
  const passkeys = usePasskeys();
  const add = useAddPasskey({ onAdded: () => setIsAdding(false) });

  return (
    <Card aria-labelledby={titleId} id="passkeys">
      <CardHeader>
        <CardTitle id={titleId}>{t('account.passkeys.title')}</CardTitle>
        <CardDescription>{t('account.passkeys.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {passkeys.isPending ? (
          <Skeleton className="h-12" />
        ) : passkeys.isError ? (
          <LoadErrorAlert
            title={t('account.passkeys.load-failed')}
            error={passkeys.error}
            onRetry={() => void passkeys.refetch()}
            isRetrying={passkeys.isRefetching}
          />
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('account.passkeys.empty')}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-labelledby={titleId}>
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        {isAdding && (
          <>
            <PasskeyNameForm
              initialName=""
              submitLabel={t('account.passkeys.create')}
              isPending={add.isPending}
              onSubmit={(name) => add.mutate(name)}
              onCancel={() => setIsAdding(false)}
            />
            {add.error && <FormErrorAlert message={errorMessage(add.error, t)} />}
          </>
        )}
      </CardContent>
      {!isAdding && (
        <CardFooter className="justify-end">
          <Button type="button" variant="secondary" onClick={() => setIsAdding(true)}>
            <Fingerprint aria-hidden />
            {t('account.passkeys.add')}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
