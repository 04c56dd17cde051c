import { Download, Link2Off, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod/mini';
import { useApi } from '@/api/api-provider';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/api/error-message';
import { sharedDocumentQueryKey } from '@/lib/query-keys';
import { useFormatters } from '@/lib/use-formatters';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LoadErrorMessage } from '@/ui/load-error';
import { LogoMark } from '@/ui/logo-mark';
import { LoadingState } from '@/ui/spinner';
import { DocumentPreview } from '../components/document-preview';
import { useSharedDocument, useUnlockSharedDocument } from '../shared-document.queries';

const unlockSchema = z.object({ password: z.string() });

/** The password of a protected link. */
function PasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useZodForm(unlockSchema, { password: '' });
  const unlock = useUnlockSharedDocument(token);
  return (
    <form
      noValidate
      className="grid w-full max-w-sm gap-4 rounded-xl border bg-card p-6 shadow-xs"
      onSubmit={form.handleSubmit(({ password }) => unlock.mutate(password))}
    >
      <div className="flex items-center gap-2">
        <Lock className="size-4 text-muted-foreground" aria-hidden />
        <h1 className="font-medium">{t('shared-document.password.title')}</h1>
      </div>
      <FormField label={t('shared-document.password.label')}>
        <Input type="password" autoComplete="off" autoFocus {...form.register('password')} />
      </FormField>
      {unlock.error && <FormErrorAlert message={errorMessage(unlock.error, t)} />}
      <Button type="submit" isLoading={unlock.isPending}>
        {t('shared-document.password.submit')}
      </Button>
    </form>
  );
}

function Unavailable() {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-md flex-col items-center gap-3 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-muted">
        <Link2Off className="size-5 text-muted-foreground" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold">{t('shared-document.unavailable.title')}</h1>
      <p className="text-muted-foreground">{t('shared-document.unavailable.description')}</p>
    </div>
  );
}

/**
 * `/share/{token}`: a document someone shared, for anyone with the link: its name, its preview and,
 * when allowed, its download; nothing else of the organization. No account, no app shell.
 */
export function SharedDocumentPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { formatDate, formatSize } = useFormatters();
  const token = useParams().token ?? '';
  const query = useSharedDocument(token);
  const refusal = isApiError(query.error) ? query.error.code : undefined;

  let body;
  if (query.isPending) body = <LoadingState className="min-h-56" />;
  else if (refusal === 'share.password_required') body = <PasswordForm token={token} />;
  else if (refusal === 'share.unavailable') body = <Unavailable />;
  else if (query.isError)
    body = (
      <LoadErrorMessage
        title={t('shared-document.error')}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  else {
    const { sharedDocument } = query.data;
    const downloadUrl = sharedDocument.allowDownload ? api.shareLinks.sharedFileUrl(token, { download: true }) : undefined;
    body = (
      <div className="grid w-full max-w-5xl gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{sharedDocument.name}</h1>
            <p className="text-sm text-muted-foreground">
              {formatSize(sharedDocument.size)}
              {sharedDocument.expiresAt && <> · {t('shared-document.expires', { date: formatDate(sharedDocument.expiresAt) })}</>}
            </p>
          </div>
          {downloadUrl && (
            <Button asChild variant="outline">
              <a href={downloadUrl} download={sharedDocument.name}>
                <Download aria-hidden />
                {t('shared-document.download')}
              </a>
            </Button>
          )}
        </div>
        <DocumentPreview
          document={{ name: sharedDocument.name, mimeType: sharedDocument.mimeType, content: undefined, processingStatus: 'processed' }}
          source={{ fileUrl: api.shareLinks.sharedFileUrl(token), downloadUrl, cacheKey: [...sharedDocumentQueryKey(token), 'file'] }}
        />
      </div>
    );
  }

  return (
    <main className="flex min-h-dvh flex-col items-center gap-8 px-4 py-10 sm:px-6">
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        <LogoMark className="size-6" />
        {t('shared-document.shared-with')}
      </span>
      <div className="flex w-full flex-1 flex-col items-center justify-center">{body}</div>
    </main>
  );
}
