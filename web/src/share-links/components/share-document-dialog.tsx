import { Link2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import type { Document } from '@/api/types';
import { useCurrentOrganization } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LoadErrorAlert } from '@/ui/load-error';
import { NativeCheckbox } from '@/ui/native-checkbox';
import { NativeSelect } from '@/ui/native-select';
import { Skeleton } from '@/ui/skeleton';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_PASSWORD_MIN_LENGTH } from '../../../../core/share-links/share-link-limits';
import { useDocumentShareLinks, useShareLinkMutations } from '../share-links.queries';
import { ShareLinkList } from './share-link-list';

const EXPIRY_DAYS = [1, 7, SHARE_LINK_DEFAULT_DAYS, 90, 365];
const NEVER = 'never';

/** A new link's choices: a password, how long it works, whether the file may be downloaded. */
function CreateShareLinkForm({
  organizationId,
  documentId,
  onCreated,
}: {
  organizationId: string;
  documentId: string;
  onCreated: (url: string) => void;
}) {
  const { t } = useTranslation();
  const { formatDays } = useFormatters();
  const { organization } = useCurrentOrganization();
  const { create } = useShareLinkMutations(organizationId);
  const downloadId = useId();
  const schema = useMemo(
    () =>
      z.object({
        password: z
          .string()
          .check(
            z.refine(
              (password) => password === '' || password.length >= SHARE_LINK_PASSWORD_MIN_LENGTH,
              t('share-links.form.password.too-short', { min: SHARE_LINK_PASSWORD_MIN_LENGTH }),
            ),
          ),
        expiry: z.string(),
        allowDownload: z.boolean(),
      }),
    [t],
  );
  const form = useZodForm(schema, { password: '', expiry: String(SHARE_LINK_DEFAULT_DAYS), allowDownload: true });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ password, expiry, allowDownload }) => {
        const input = { password: password || null, expiresInDays: expiry === NEVER ? null : Number(expiry), allowDownload };
        create.mutate({ documentId, input }, { onSuccess: ({ url }) => onCreated(url) });
      })}
    >
      <FormField
        label={t('share-links.form.password.label')}
        error={form.formState.errors.password?.message}
        description={t('share-links.form.password.description')}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('share-links.form.expiry.label')}>
        <NativeSelect {...form.register('expiry')}>
          {EXPIRY_DAYS.map((days) => (
            <option key={days} value={days}>
              {t('share-links.form.expiry.after', { days: formatDays(days) })}
            </option>
          ))}
          {organization.allowPermanentShareLinks && <option value={NEVER}>{t('share-links.form.expiry.never')}</option>}
        </NativeSelect>
      </FormField>
      <div className="flex items-center gap-2">
        <NativeCheckbox id={downloadId} {...form.register('allowDownload')} />
        <label htmlFor={downloadId} className="text-sm">
          {t('share-links.form.allow-download')}
        </label>
      </div>
      {create.error && <FormErrorAlert message={errorMessage(create.error, t)} />}
      <DialogFooter>
        <Button type="submit" isLoading={create.isPending}>
          {!create.isPending && <Link2 aria-hidden />}
          {t('share-links.form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The link just made, to copy now: only its hash is kept. */
function CreatedLink({ url, onAnother }: { url: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-2 rounded-md border border-emerald-500/40 bg-emerald-500/5 p-3" role="status">
      <label htmlFor={id} className="text-sm font-medium">
        {t('share-links.created.title')}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} className="font-mono text-xs" onFocus={(event) => event.target.select()} />
        <CopyButton value={url} label={t('share-links.created.copy')} showLabel />
      </div>
      <p className="text-sm text-muted-foreground">{t('share-links.created.description')}</p>
      <Button type="button" variant="link" className="h-auto justify-self-start p-0" onClick={onAnother}>
        {t('share-links.created.another')}
      </Button>
    </div>
  );
}

/** Share a document: make a link, and see and revoke the document's links. */
export function ShareDocumentDialog({
  organizationId,
  document,
  onClose,
}: {
  organizationId: string;
  document: Pick<Document, 'id' | 'name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const links = useDocumentShareLinks(organizationId, document.id);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('share-links.dialog.title')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {t('share-links.dialog.description', { name: document.name })}
          </DialogDescription>
        </DialogHeader>
        {createdUrl ? (
          <CreatedLink url={createdUrl} onAnother={() => setCreatedUrl(null)} />
        ) : (
          <CreateShareLinkForm organizationId={organizationId} documentId={document.id} onCreated={setCreatedUrl} />
        )}
        <section className="grid gap-2">
          <h3 className="text-sm font-medium">{t('share-links.dialog.links')}</h3>
          {links.isPending ? (
            <Skeleton className="h-10" />
          ) : links.isError ? (
            <LoadErrorAlert
              title={t('share-links.dialog.error')}
              error={links.error}
              onRetry={() => void links.refetch()}
              isRetrying={links.isRefetching}
            />
          ) : links.data.shareLinks.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('share-links.dialog.empty')}</p>
          ) : (
            <ShareLinkList organizationId={organizationId} links={links.data.shareLinks} label={t('share-links.dialog.links')} />
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
