import {
  Files,
  House,
  Inbox,
  KeyRound,
  Mail,
  Settings,
  SlidersHorizontal,
  Tags,
  Trash2,
  UserRound,
  Users,
  WandSparkles,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { useSavedViews } from '@/documents/views/views.queries';
import { usePendingInvitationsCount } from '@/invitations/invitations.queries';
import { useCanIn } from '@/organizations/organizations.queries';
import { lazy, Suspense, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { NavRail } from './nav-rail';
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

function NavItem({ to, icon: Icon, label, end, badge }: { to: string; icon: LucideIcon; label: string; end?: boolean; badge?: ReactNode }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          isActive && 'bg-accent text-accent-foreground',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="truncate" onPointerEnter={titleIfTruncated}>
        {label}
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

function OrganizationMenu({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const hasViews = (useSavedViews(organizationId).data?.views.length ?? 0) > 0;
  return (
    <NavSection title={t('layout.organization-menu.title')}>
      <li>
        <NavItem to={`/organizations/${organizationId}`} end icon={House} label={t('layout.organization-menu.home')} />
      </li>
      <li>
        <NavItem to={`/organizations/${organizationId}/documents`} icon={Files} label={t('layout.organization-menu.documents')} />
        {hasViews && (
          <Suspense>
            <SavedViewsNav organizationId={organizationId} />
          </Suspense>
        )}
      </li>
      <li>
        <NavItem to={`/organizations/${organizationId}/tags`} icon={Tags} label={t('layout.organization-menu.tags')} />
      </li>
      <li>
        <NavItem
          to={`/organizations/${organizationId}/tagging-rules`}
          icon={WandSparkles}
          label={t('layout.organization-menu.tagging-rules')}
        />
      </li>
      <li>
        <NavItem to={`/organizations/${organizationId}/members`} icon={Users} label={t('layout.organization-menu.members')} />
      </li>
    </NavSection>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const pendingInvitationsCount = usePendingInvitationsCount().data ?? 0;
  return (
    <NavSection title={t('layout.account-menu.title')}>
      <li>
        <NavItem to="/settings" icon={UserRound} label={t('layout.account-menu.account-settings')} />
      </li>
      <li>
        <NavItem to="/api-keys" icon={KeyRound} label={t('layout.account-menu.api-keys')} />
      </li>
      <li>
        <NavItem
          to="/invitations"
          icon={Mail}
          label={t('layout.account-menu.invitations')}
          badge={pendingInvitationsCount > 0 && <PendingCountBadge count={pendingInvitationsCount} className="ml-auto" />}
        />
      </li>
    </NavSection>
  );
}

/**
 * Deleted documents, then the organization's settings (spec's settings menu: general, intake emails,
 * webhooks): intake emails and webhooks for those who may manage them.
 */
function OrganizationFooterMenu({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const canManageIntakeEmails = useCanIn(organizationId, 'intake-emails:read');
  const canManageWebhooks = useCanIn(organizationId, 'webhooks:read');
  return (
    <ul className="space-y-0.5 border-t p-3">
      <li>
        <NavItem to={`/organizations/${organizationId}/deleted`} icon={Trash2} label={t('layout.organization-menu.deleted')} />
      </li>
      <li>
        {/* `end`: the settings pages below it (intake emails, webhooks) have their own items. */}
        <NavItem to={`/organizations/${organizationId}/settings`} end icon={Settings} label={t('layout.organization-menu.settings')} />
      </li>
      <li>
        <NavItem
          to={`/organizations/${organizationId}/settings/properties`}
          icon={SlidersHorizontal}
          label={t('layout.organization-menu.properties')}
        />
      </li>
      {canManageIntakeEmails && (
        <li>
          <NavItem
            to={`/organizations/${organizationId}/settings/intake-emails`}
            icon={Inbox}
            label={t('layout.organization-menu.intake-emails')}
          />
        </li>
      )}
      {canManageWebhooks && (
        <li>
          <NavItem
            to={`/organizations/${organizationId}/settings/webhooks`}
            icon={Webhook}
            label={t('layout.organization-menu.webhooks')}
          />
        </li>
      )}
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
