import { WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { CardList } from '@/ui/card-list';
import { CreateLinkButton } from '@/ui/create-link-button';
import { EmptyState } from '@/ui/empty-state';
import { PageContainer, PageHeader } from '@/ui/page';
import { CardListSkeleton, Skeleton } from '@/ui/skeleton';
import { TaggingRuleCard } from '../components/tagging-rule-card';
import { createTaggingRulePath } from '../tagging-rules.paths';
import { useTaggingRules } from '../tagging-rules.queries';
import { DemoNotice } from '@/config/demo-notice';

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
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const query = useTaggingRules(organizationId);
  const rules = query.data?.taggingRules ?? [];
  const isEmpty = query.isSuccess && rules.length === 0;

  const createButton = useCan('tagging-rules:create') && (
    <CreateLinkButton to={createTaggingRulePath(organizationId)}>{t('tagging-rules.list.create')}</CreateLinkButton>
  );

  return (
    <PageContainer>
      <PageHeader
        title={t('tagging-rules.list.title')}
        description={t('tagging-rules.list.description')}
        actions={isEmpty ? undefined : createButton}
      />

      <DemoNotice description={t('tagging-rules.demo-warning.description')} />

      <CardList
        query={query}
        items={rules}
        label={t('tagging-rules.list.title')}
        errorTitle={t('tagging-rules.list.error')}
        empty={
          <EmptyState
            icon={WandSparkles}
            title={t('tagging-rules.list.empty.title')}
            description={t('tagging-rules.list.empty.description')}
            actions={createButton}
          />
        }
        skeleton={<CardSkeletons />}
        itemKey={(rule) => rule.id}
      >
        {(rule) => <TaggingRuleCard organizationId={organizationId} rule={rule} />}
      </CardList>
    </PageContainer>
  );
}
