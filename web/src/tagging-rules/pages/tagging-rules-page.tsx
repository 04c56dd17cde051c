import { FlaskConical, Plus, WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '@/config/config-provider';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { CardListSkeleton, Skeleton } from '@/ui/skeleton';
import { TaggingRuleCard } from '../components/tagging-rule-card';
import { createTaggingRulePath } from '../tagging-rules.paths';
import { useTaggingRules } from '../tagging-rules.queries';

function CardSkeletons() {
  return (
    <CardListSkeleton>
      <Skeleton className="h-5 w-1/3 rounded" />
      <Skeleton className="h-4 w-2/3 rounded" />
      <Skeleton className="h-4 w-1/2 rounded" />
    </CardListSkeleton>
  );
}

/** `/organizations/:organizationId/tagging-rules`: the rules as cards, with create, edit, delete and apply. */
export function TaggingRulesPage() {
  const { t } = useTranslation();
  const { isDemoMode } = useConfig();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const query = useTaggingRules(organizationId);
  const rules = query.data?.taggingRules ?? [];
  const isEmpty = query.isSuccess && rules.length === 0;

  const createButton = useCan('tagging-rules:create') && (
    <Button asChild>
      <Link to={createTaggingRulePath(organizationId)}>
        <Plus aria-hidden />
        {t('tagging-rules.list.create')}
      </Link>
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader title={t('tagging-rules.list.title')} description={t('tagging-rules.list.description')} actions={isEmpty ? undefined : createButton} />

      {isDemoMode && (
        <Alert className="mb-6">
          <FlaskConical aria-hidden />
          <AlertTitle>{t('tagging-rules.demo-warning.title')}</AlertTitle>
          <AlertDescription>{t('tagging-rules.demo-warning.description')}</AlertDescription>
        </Alert>
      )}

      {query.isError ? (
        <LoadErrorAlert title={t('tagging-rules.list.error')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.isPending ? (
        <CardSkeletons />
      ) : isEmpty ? (
        <EmptyState icon={WandSparkles} title={t('tagging-rules.list.empty.title')} description={t('tagging-rules.list.empty.description')} actions={createButton} />
      ) : (
        <ul className="grid gap-4" aria-label={t('tagging-rules.list.title')}>
          {rules.map((rule) => (
            <li key={rule.id}>
              <TaggingRuleCard organizationId={organizationId} rule={rule} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
