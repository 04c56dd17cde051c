import { Building2, Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrganizationAvatar } from '@/organizations/components/organization-avatar';
import { useOrganization, useOrganizations } from '@/organizations/organizations.queries';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { Spinner } from '@/ui/spinner';

/** The dropdown at the top of the side navigation: every organization, plus "create new". */
export function OrganizationSwitcher({ currentOrganizationId }: { currentOrganizationId?: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useOrganizations();
  const organizations = data?.organizations ?? [];
  // Shares the query of the organization layout: names a just-created organization before the list refreshes.
  const currentQuery = useOrganization(currentOrganizationId ?? '', { enabled: currentOrganizationId !== undefined });
  const current =
    organizations.find(({ id }) => id === currentOrganizationId) ?? (currentOrganizationId ? currentQuery.data?.organization : undefined);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('layout.organization-switcher.label')}
        className="flex h-12 w-full items-center gap-3 rounded-lg border bg-background px-2.5 text-left text-sm shadow-xs outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent"
      >
        {current ? (
          <OrganizationAvatar organization={current} />
        ) : (
          <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
            <Building2 className="size-4" aria-hidden />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-muted-foreground">{t('layout.organization-switcher.caption')}</span>
          <span className="block truncate font-medium">
            {current
              ? current.name
              : currentOrganizationId && currentQuery.isPending
                ? t('common.loading')
                : t('layout.organization-switcher.placeholder')}
          </span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>

      <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-56">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          {t('layout.organization-switcher.organizations')}
        </DropdownMenuLabel>
        {isPending ? (
          <div className="flex justify-center py-3">
            <Spinner className="size-4" />
          </div>
        ) : isError ? (
          <p className="px-2 py-1.5 text-sm text-destructive">{t('layout.organization-switcher.error')}</p>
        ) : (
          <div className="max-h-72 overflow-y-auto">
            {organizations.map((organization) => (
              <DropdownMenuItem key={organization.id} asChild>
                <Link
                  to={`/organizations/${organization.id}`}
                  aria-current={organization.id === currentOrganizationId ? 'page' : undefined}
                >
                  <OrganizationAvatar organization={organization} className="size-6 text-xs" />
                  <span className="min-w-0 flex-1 truncate">{organization.name}</span>
                  {organization.id === currentOrganizationId && <Check className="!text-foreground" aria-hidden />}
                </Link>
              </DropdownMenuItem>
            ))}
          </div>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/organizations/create">
            <span className="flex size-6 items-center justify-center rounded-md border border-dashed">
              <Plus aria-hidden />
            </span>
            {t('layout.organization-switcher.create')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
