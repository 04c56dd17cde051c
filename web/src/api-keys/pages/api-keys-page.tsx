import { BookOpen, KeyRound, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { prefetch, type RoutePrefetch } from '@/lib/route-prefetch';
import { useOrganizations } from '@/organizations/organizations.queries';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { CardListSkeleton, IconTextSkeleton, Skeleton } from '@/ui/skeleton';
import { ApiKeyCard } from '../components/api-key-card';
import { apiKeysQueryOptions, useApiKeys, useDeleteApiKey } from '../api-keys.queries';

export const prefetchApiKeysPage: RoutePrefetch = ({ api, queryClient }) => prefetch(queryClient, apiKeysQueryOptions(api));

function CardSkeletons() {
  return (
    <CardListSkeleton count={2}>
      <IconTextSkeleton iconClassName="rounded-full" />
      <Skeleton className="h-8 w-full rounded" />
    </CardListSkeleton>
  );
}

/** `/api-keys`: the user's keys as cards, the create button, and delete. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const query = useApiKeys();
  const apiKeys = query.data?.apiKeys ?? [];
  const isEmpty = query.isSuccess && apiKeys.length === 0;
  const { deleteApiKey, deletingApiKeyId } = useDeleteApiKey();
  const organizations = useOrganizations().data?.organizations;
  const organizationNames = useMemo(() => organizations && new Map(organizations.map(({ id, name }) => [id, name])), [organizations]);

  const createButton = (label: string) => (
    <Button asChild>
      <Link to="/api-keys/create">
        <Plus aria-hidden />
        {label}
      </Link>
    </Button>
  );

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

      {query.isError ? (
        <LoadErrorAlert title={t('api-keys.page.error')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.isPending ? (
        <CardSkeletons />
      ) : isEmpty ? (
        <EmptyState icon={KeyRound} title={t('api-keys.empty.title')} description={t('api-keys.empty.description')} actions={createButton(t('api-keys.empty.create'))} />
      ) : (
        <ul className="grid gap-4" aria-label={t('api-keys.page.title')}>
          {apiKeys.map((apiKey) => (
            <li key={apiKey.id}>
              <ApiKeyCard apiKey={apiKey} organizationNames={organizationNames} isDeleting={apiKey.id === deletingApiKeyId} onDelete={() => void deleteApiKey(apiKey)} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
