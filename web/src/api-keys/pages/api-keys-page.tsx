import { BookOpen, KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { useOrganizations } from '@/organizations/organizations.queries';
import { Button } from '@/ui/button';
import { CardList } from '@/ui/card-list';
import { CreateLinkButton } from '@/ui/create-link-button';
import { EmptyState } from '@/ui/empty-state';
import { PageContainer, PageHeader } from '@/ui/page';
import { ApiKeyCard } from '../components/api-key-card';
import { apiKeysQueryOptions, useApiKeys, useDeleteApiKey } from '../api-keys.queries';
import { DemoNotice } from '@/config/demo-notice';

export const prefetchApiKeysPage: RoutePrefetch = ({ api, queryClient }) => prefetch(queryClient, apiKeysQueryOptions(api));

/** `/api-keys`: the user's keys as cards, the create button, and delete. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const query = useApiKeys();
  const apiKeys = query.data?.apiKeys ?? [];
  const isEmpty = query.isSuccess && apiKeys.length === 0;
  const { deleteApiKey, deletingApiKeyId } = useDeleteApiKey();
  const organizations = useOrganizations().data?.organizations;
  const organizationNames = useMemo(() => organizations && new Map(organizations.map(({ id, name }) => [id, name])), [organizations]);

  const createButton = (label: string) => <CreateLinkButton to="/api-keys/create">{label}</CreateLinkButton>;

  return (
    <PageContainer>
      <PageHeader
        title={t('api-keys.page.title')}
        description={t('api-keys.page.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <a href="/api/docs" target="_blank" rel="noopener noreferrer">
                <BookOpen aria-hidden />
                {t('api-keys.page.reference')}
                <span className="sr-only">({t('api-keys.page.opens-in-new-tab')})</span>
              </a>
            </Button>
            {query.isSuccess && !isEmpty && createButton(t('api-keys.page.create'))}
          </>
        }
      />
      <DemoNotice description={t('demo.notices.api-keys')} />

      <CardList
        query={query}
        items={apiKeys}
        label={t('api-keys.page.title')}
        errorTitle={t('api-keys.page.error')}
        empty={
          <EmptyState
            icon={KeyRound}
            title={t('api-keys.empty.title')}
            description={t('api-keys.empty.description')}
            actions={createButton(t('api-keys.empty.create'))}
          />
        }
        itemKey={(apiKey) => apiKey.id}
      >
        {(apiKey) => (
          <ApiKeyCard
            apiKey={apiKey}
            organizationNames={organizationNames}
            isDeleting={apiKey.id === deletingApiKeyId}
            onDelete={() => void deleteApiKey(apiKey)}
          />
        )}
      </CardList>
    </PageContainer>
  );
}
