import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import { BackLink } from '@/ui/back-link';
import { PageCard } from '@/ui/card';
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
      <PageCard
        title={token ? t('api-keys.token.title') : t('api-keys.create.title')}
        description={token ? t('api-keys.token.description', { name: create.data?.apiKey.name }) : t('api-keys.create.description')}
      >
        {token ? (
          <ShownOnceSecret
            value={token}
            label={t('api-keys.token.label')}
            copyLabel={t('api-keys.token.copy')}
            warning={{ title: t('api-keys.token.warning.title'), description: t('api-keys.token.warning.description') }}
            usage={
              <>
                {t('api-keys.token.usage')}{' '}
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{'Authorization: Bearer <token>'}</code>
              </>
            }
            back={{ to: '/api-keys', label: t('api-keys.token.back') }}
          />
        ) : (
          <ApiKeyForm
            isSubmitting={create.isPending}
            submitError={create.isError ? errorMessage(create.error, t) : undefined}
            onSubmit={(values) =>
              create.mutate(toApiKeyInput(values), {
                onError: (error) => toast.error(t('api-keys.create.error'), { description: errorMessage(error, t) }),
              })
            }
          />
        )}
      </PageCard>
    </PageContainer>
  );
}
