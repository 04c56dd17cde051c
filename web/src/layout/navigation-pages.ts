import {
  Bookmark,
  Files,
  House,
  Inbox,
  KeyRound,
  LayoutGrid,
  Link2,
  Mail,
  MailPlus,
  Settings,
  SlidersHorizontal,
  Tags,
  Trash2,
  UserRound,
  Users,
  WandSparkles,
  Webhook,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { useMyMembership } from '@/organizations/organizations.queries';
import { isActionAllowed, type OrganizationAction } from '../../../core/permissions/organization-permissions';

/**
 * Where a page's link sits in the shell: a section of the side navigation, the rail, or `nested` for
 * a page its parent page links to (the documents page to the saved views, the members page to the
 * invitations sent, the settings page to the shared links).
 */
type NavigationPlace = 'organization' | 'organization-footer' | 'account' | 'rail' | 'nested';

export type NavigationPage = {
  /** Also the palette's command id. */
  id: string;
  /** The page's path: under the organization's own for the organization's pages. */
  path: string;
  /** Its name (a key of the locales' app part, which the shell and the palette have). */
  label: string;
  /** More words the palette finds it by. */
  keywords?: string;
  icon: LucideIcon;
  place: NavigationPlace;
  /** The pages below it have links of their own: it is current only on its own path. */
  isEnd?: boolean;
  /** Shown to those whose role allows it, as the page refuses anyone else. */
  action?: OrganizationAction;
};

/**
 * Every page a signed-in user opens without following a link of another page's content: the side
 * navigation, the rail and the command palette are made from it, and navigation-pages.test.ts
 * checks it against the routes, so that a new page cannot be left out of the palette.
 */
const ORGANIZATION_PAGES: readonly NavigationPage[] = [
  { id: 'home', path: '', label: 'layout.organization-menu.home', icon: House, place: 'organization', isEnd: true },
  { id: 'documents', path: 'documents', label: 'layout.organization-menu.documents', icon: Files, place: 'organization' },
  { id: 'saved-views', path: 'views', label: 'layout.organization-menu.saved-views', icon: Bookmark, place: 'nested' },
  { id: 'tags', path: 'tags', label: 'layout.organization-menu.tags', icon: Tags, place: 'organization' },
  {
    id: 'tagging-rules',
    path: 'tagging-rules',
    label: 'layout.organization-menu.tagging-rules',
    icon: WandSparkles,
    place: 'organization',
  },
  {
    id: 'workflows',
    path: 'workflows',
    label: 'layout.organization-menu.workflows',
    icon: Workflow,
    place: 'organization',
    action: 'workflows:read',
  },
  { id: 'members', path: 'members', label: 'layout.organization-menu.members', icon: Users, place: 'organization' },
  {
    id: 'organization-invitations',
    path: 'invitations',
    label: 'layout.organization-menu.invitations',
    icon: MailPlus,
    place: 'nested',
    action: 'invitations:read',
  },
  {
    id: 'deleted',
    path: 'deleted',
    label: 'layout.organization-menu.deleted',
    keywords: 'layout.organization-menu.deleted-keywords',
    icon: Trash2,
    place: 'organization-footer',
  },
  {
    id: 'organization-settings',
    path: 'settings',
    label: 'layout.organization-menu.settings',
    icon: Settings,
    place: 'organization-footer',
    isEnd: true,
  },
  {
    id: 'properties',
    path: 'settings/properties',
    label: 'layout.organization-menu.properties',
    icon: SlidersHorizontal,
    place: 'organization-footer',
  },
  {
    id: 'shared-links',
    path: 'settings/shared-links',
    label: 'layout.organization-menu.shared-links',
    icon: Link2,
    place: 'nested',
    action: 'share-links:moderate',
  },
  {
    id: 'intake-emails',
    path: 'settings/intake-emails',
    label: 'layout.organization-menu.intake-emails',
    icon: Inbox,
    place: 'organization-footer',
    action: 'intake-emails:read',
  },
  {
    id: 'webhooks',
    path: 'settings/webhooks',
    label: 'layout.organization-menu.webhooks',
    icon: Webhook,
    place: 'organization-footer',
    action: 'webhooks:read',
  },
];

const ACCOUNT_PAGES: readonly NavigationPage[] = [
  { id: 'account-settings', path: '/settings', label: 'layout.account-menu.account-settings', icon: UserRound, place: 'account' },
  { id: 'api-keys', path: '/api-keys', label: 'layout.account-menu.api-keys', icon: KeyRound, place: 'account' },
  { id: 'invitations', path: '/invitations', label: 'layout.account-menu.invitations', icon: Mail, place: 'account' },
  { id: 'organizations', path: '/organizations', label: 'layout.rail.all-organizations', icon: LayoutGrid, place: 'rail', isEnd: true },
];

const organizationPath = (organizationId: string, path: string) => `/organizations/${organizationId}${path && `/${path}`}`;

/** Every navigation page, with the organization's ones under `organizationId`'s path (the routes' parameter for the test). */
export const navigationPagesOf = (organizationId: string): NavigationPage[] => [
  ...ORGANIZATION_PAGES.map((page) => ({ ...page, path: organizationPath(organizationId, page.path) })),
  ...ACCOUNT_PAGES,
];

/**
 * The account's pages, and the organization's ones (with a current organization) that the user's role
 * opens; with `place`, those of one place.
 */
export function useNavigationPages(organizationId: string | undefined, place?: NavigationPlace): NavigationPage[] {
  const role = useMyMembership(organizationId ?? '', { enabled: organizationId !== undefined }).data?.member.role;
  const pages = organizationId === undefined ? ACCOUNT_PAGES : navigationPagesOf(organizationId);
  return pages.filter(
    (page) =>
      (place === undefined || page.place === place) &&
      (page.action === undefined || (role !== undefined && isActionAllowed(role, page.action))),
  );
}
