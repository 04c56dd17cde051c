import { useSavedViews } from '@/documents/views/views.queries';
import { usePendingInvitationsCount } from '@/invitations/invitations.queries';
import { useOrganization } from '@/organizations/organizations.queries';
import { lazy, Suspense, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { NavRail } from './nav-rail';
import { useNavigationPages, type NavigationPage } from './navigation-pages';
import { PendingCountBadge } from './pending-count-badge';
import { OrganizationSwitcher } from './organization-switcher';
import { useShellOrganizationId } from './use-shell-organization-id';

/**
 * Gives a label cut by `truncate` its whole text as a tooltip (title), and one that fits none;
 * checked as the pointer arrives, since what fits depends on the language and the fonts.
 */
function titleIfTruncated(event: PointerEvent<HTMLElement>) {
  const label = event.currentTarget;
  label.title = label.scrollWidth > label.clientWidth ? (label.textContent ?? '') : '';
}

function NavItem({ page, badge }: { page: NavigationPage; badge?: ReactNode }) {
  const { t } = useTranslation();
  const Icon = page.icon;
  return (
    <NavLink
      to={page.path}
      end={page.isEnd}
      className={({ isActive }) =>
        cn(
          'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          isActive && 'bg-accent text-accent-foreground',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="truncate" onPointerEnter={titleIfTruncated}>
        {t(page.label)}
      </span>
      {badge}
    </NavLink>
  );
}

function NavSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h2 className="px-3 pb-1 text-xs font-medium uppercase tracking-wider text-muted-foreground">{title}</h2>
      <ul className="space-y-0.5">{children}</ul>
    </div>
  );
}

// The saved views' list loads once the organization has some: most first screens show none.
const SavedViewsNav = lazy(() => import('@/documents/views/saved-views-nav').then(({ SavedViewsNav }) => ({ default: SavedViewsNav })));
// "Suggestions to review" loads for an organization with suggestions on: the demo's and those turned off never do.
const SuggestionsToReviewNav = lazy(() =>
  import('@/documents/views/suggestions-to-review-nav').then(({ SuggestionsToReviewNav }) => ({ default: SuggestionsToReviewNav })),
);

function OrganizationMenu({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const hasViews = (useSavedViews(organizationId).data?.views.length ?? 0) > 0;
  const hasSuggestions = useOrganization(organizationId).data?.organization.suggestionsEnabled ?? false;
  return (
    <NavSection title={t('layout.organization-menu.title')}>
      {useNavigationPages(organizationId, 'organization').map((page) => (
        <li key={page.id}>
          <NavItem page={page} />
          {page.id === 'documents' && hasSuggestions && (
            <Suspense>
              <SuggestionsToReviewNav organizationId={organizationId} />
            </Suspense>
          )}
          {page.id === 'documents' && hasViews && (
            <Suspense>
              <SavedViewsNav organizationId={organizationId} />
            </Suspense>
          )}
        </li>
      ))}
    </NavSection>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const pendingInvitationsCount = usePendingInvitationsCount().data ?? 0;
  return (
    <NavSection title={t('layout.account-menu.title')}>
      {useNavigationPages(undefined, 'account').map((page) => (
        <li key={page.id}>
          <NavItem
            page={page}
            badge={
              page.id === 'invitations' &&
              pendingInvitationsCount > 0 && <PendingCountBadge count={pendingInvitationsCount} className="ml-auto" />
            }
          />
        </li>
      ))}
    </NavSection>
  );
}

/** Deleted documents, then the organization's settings pages that the user's role opens. */
function OrganizationFooterMenu({ organizationId }: { organizationId: string }) {
  return (
    <ul className="space-y-0.5 border-t p-3">
      {useNavigationPages(organizationId, 'organization-footer').map((page) => (
        <li key={page.id}>
          <NavItem page={page} />
        </li>
      ))}
    </ul>
  );
}

/** Rail + navigation: fixed on wide screens, inside the drawer on small ones. */
export function SideNav() {
  const { t } = useTranslation();
  const organizationId = useShellOrganizationId();

  return (
    <div className="flex h-full w-full min-w-0">
      <NavRail />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="p-3">
          <OrganizationSwitcher currentOrganizationId={organizationId} />
        </div>
        <nav aria-label={t('layout.navigation')} className="flex min-h-0 flex-1 flex-col">
          <div className="flex-1 overflow-y-auto px-3 py-2">
            <div className="space-y-6">
              {organizationId && <OrganizationMenu organizationId={organizationId} />}
              <AccountMenu />
            </div>
          </div>
          {organizationId && <OrganizationFooterMenu organizationId={organizationId} />}
        </nav>
      </div>
    </div>
  );
}
