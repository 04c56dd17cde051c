import { Check, ChevronRight, FileText, Settings, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '@/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { OrganizationAvatar } from '../components/organization-avatar';
import { RoleBadge } from '../components/role-badge';
import { useCurrentOrganization } from '../current-organization';

function Step({ icon: Icon, title, description, to, isDone }: { icon: LucideIcon; title: string; description: string; to?: string; isDone?: boolean }) {
  const content = (
    <>
      <span
        className={
          isDone
            ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground'
            : 'flex size-9 shrink-0 items-center justify-center rounded-full border bg-background text-muted-foreground'
        }
      >
        {isDone ? <Check className="size-4" aria-hidden /> : <Icon className="size-4" aria-hidden />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      {to && <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />}
    </>
  );
  const className = 'group flex items-center gap-4 rounded-lg p-3';
  return (
    <li>
      {to ? (
        <Link to={to} className={`${className} outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50`}>
          {content}
        </Link>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}

/** Organization home. The documents overview (upload, statistics, latest documents) comes later. */
export function OrganizationHomePage() {
  const { t } = useTranslation();
  const { organization, role } = useCurrentOrganization();

  return (
    <PageContainer>
      <div className="mb-8 flex items-center gap-4">
        <OrganizationAvatar organization={organization} className="size-12 rounded-lg text-lg" />
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{t('organizations.home.title', { name: organization.name })}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{t('organizations.home.role')}</span>
            <RoleBadge role={role} />
          </div>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>{t('organizations.home.getting-started.title')}</CardTitle>
            <CardDescription>{t('organizations.home.getting-started.description')}</CardDescription>
          </CardHeader>
          <CardContent className="px-3">
            <ol className="space-y-1">
              <Step
                icon={Check}
                isDone
                title={t('organizations.home.getting-started.created.title')}
                description={t('organizations.home.getting-started.created.description', { name: organization.name })}
              />
              <Step
                icon={Settings}
                to={`/organizations/${organization.id}/settings`}
                title={t('organizations.home.getting-started.settings.title')}
                description={t('organizations.home.getting-started.settings.description')}
              />
              <Step
                icon={UserRound}
                to="/settings"
                title={t('organizations.home.getting-started.account.title')}
                description={t('organizations.home.getting-started.account.description')}
              />
            </ol>
          </CardContent>
        </Card>

        <Card className="border-dashed bg-transparent shadow-none lg:col-span-2">
          <CardContent className="flex h-full flex-col items-center justify-center gap-3 py-6 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted">
              <FileText className="size-5 text-muted-foreground" aria-hidden />
            </span>
            <div className="space-y-1">
              <h2 className="font-medium">{t('organizations.home.documents.title')}</h2>
              <p className="text-sm text-muted-foreground">{t('organizations.home.documents.description')}</p>
            </div>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
