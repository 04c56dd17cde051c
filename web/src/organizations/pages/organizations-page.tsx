import { ArrowRight, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useFormatters } from '@/lib/use-formatters';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { LoadingState } from '@/ui/spinner';
import { OrganizationAvatar } from '../components/organization-avatar';
import { useOrganizations } from '../organizations.queries';

const cardClass =
  'group flex min-h-32 flex-col rounded-xl border p-5 outline-none transition-all focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function OrganizationsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch, isFetching } = useOrganizations();
  const { formatDate } = useFormatters();

  if (isPending) return <LoadingState className="min-h-[60vh]" />;
  if (data && data.organizations.length === 0) return <Navigate to="/organizations/first" replace />;

  return (
    <PageContainer>
      <PageHeader title={t('organizations.list.title')} description={t('organizations.list.description')} />

      {isError ? (
        <LoadErrorAlert title={t('organizations.list.error')} error={error} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.organizations.map((organization) => (
            <li key={organization.id}>
              <Link
                to={`/organizations/${organization.id}`}
                className={`${cardClass} h-full bg-card text-card-foreground shadow-xs hover:-translate-y-0.5 hover:border-foreground/20 hover:shadow-md`}
              >
                <div className="flex items-start justify-between gap-3">
                  <OrganizationAvatar organization={organization} className="size-10 text-base" />
                  <ArrowRight
                    className="size-4 -translate-x-1 text-muted-foreground opacity-0 transition-all group-hover:translate-x-0 group-hover:opacity-100 group-focus-visible:opacity-100"
                    aria-hidden
                  />
                </div>
                <div className="mt-auto min-w-0 pt-4">
                  <h2 className="truncate font-medium">{organization.name}</h2>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    {t('organizations.list.created-at', { date: formatDate(organization.createdAt) })}
                  </p>
                </div>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/organizations/create"
              className={`${cardClass} h-full items-center justify-center gap-3 border-dashed text-muted-foreground hover:border-foreground/30 hover:bg-accent/50 hover:text-foreground`}
            >
              <span className="flex size-10 items-center justify-center rounded-full border border-dashed transition-colors group-hover:border-foreground/40">
                <Plus className="size-5" aria-hidden />
              </span>
              <span className="text-sm font-medium">{t('organizations.list.create')}</span>
            </Link>
          </li>
        </ul>
      )}
    </PageContainer>
  );
}
