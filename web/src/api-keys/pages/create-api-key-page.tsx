import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '@/api/error-message';
import { BackLink } from '@/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { PageContainer } from '@/ui/page';
import { ShownOnceSecret } from '@/ui/shown-once-secret';
import { useCreateApiKey } from '../api-keys.queries';
import { ApiKeyForm } from '../components/api-key-form';
import { toApiKeyInput } from '../lib/api-key-form';

/** `/api-keys/create`: the form, then, once the key exists, its token in place of the form. */
export function CreateApiKeyPage() {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const token = create.data?.token;

  return (
    <PageContainer className="max-w-3xl">
      {/* Once the token shows, its own back button is the one way out, under the token to copy first. */}
      {!token && <BackLink to="/api-keys">{t('api-keys.create.back')}</BackLink>}
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold leading-tight tracking-tight">{token ? t('api-keys.token.title') : t('api-keys.create.title')}</h1>
          <CardDescription>{token ? t('api-keys.token.description', { name: create.data?.apiKey.name }) : t('api-keys.create.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <ShownOnceSecret
              value={token}
              label={t('api-keys.token.label')}
              copyLabel={t('api-keys.token.copy')}
              warning={{ title: t('api-keys.token.warning.title'), description: t('api-keys.token.warning.description') }}
              usage={
                <>
                  {t('api-keys.token.usage')} <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{'Authorization: Bearer <token>'}</code>
                </>
              }
              back={{ to: '/api-keys', label: t('api-keys.token.back') }}
            />
          ) : (
            <ApiKeyForm
              isSubmitting={create.isPending}
              submitError={create.isError ? errorMessage(create.error, t) : undefined}
              onSubmit={(values) => create.mutate(toApiKeyInput(values), { onError: (error) => toast.error(t('api-keys.create.error'), { description: errorMessage(error, t) }) })}
            />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
