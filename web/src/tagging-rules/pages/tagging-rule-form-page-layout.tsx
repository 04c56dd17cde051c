import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { PageContainer } from '@/ui/page';
import { taggingRulesPath } from '../tagging-rules.paths';

/** Back link to the list, then a card with the title, description and the form or its state. */
export function TaggingRuleFormPageLayout({ organizationId, title, description, children }: { organizationId: string; title?: string; description?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-3xl">
      <Link
        to={taggingRulesPath(organizationId)}
        className="mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('tagging-rules.back')}
      </Link>
      {title ? (
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold leading-tight tracking-tight [overflow-wrap:anywhere]">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      ) : (
        children
      )}
    </PageContainer>
  );
}
