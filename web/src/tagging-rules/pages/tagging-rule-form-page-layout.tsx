import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/ui/back-link';
import { PageCard } from '@/ui/card';
import { PageContainer } from '@/ui/page';
import { taggingRulesPath } from '../tagging-rules.paths';

/** Back link to the list, then a card with the title, description and the form or its state. */
export function TaggingRuleFormPageLayout({
  organizationId,
  title,
  description,
  children,
}: {
  organizationId: string;
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-3xl">
      <BackLink to={taggingRulesPath(organizationId)}>{t('tagging-rules.back')}</BackLink>
      {title ? (
        <PageCard title={title} description={description}>
          {children}
        </PageCard>
      ) : (
        children
      )}
    </PageContainer>
  );
}
