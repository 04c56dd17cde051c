import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useMatches, type Params } from 'react-router';
import { isOrganizationId } from '@/organizations/organization-id';
import { useOrganization } from '@/organizations/organizations.queries';

/**
 * What a route calls its page in the browser's title: a translation key, or, for a page named by
 * what it shows (a document), a component that renders that name with PageTitle.
 */
export type PageTitleHandle = { title?: string | ComponentType<{ params: Params }> };

/**
 * The browser's title, `<page> · <organization> · Archive` (the organization on its pages only):
 * tabs, history and screen readers name the page by it. React moves the `<title>` into the head,
 * where only one may be at a time: RouteTitle renders it, once for the whole app.
 */
export function PageTitle({ page }: { page?: string }) {
  const { t } = useTranslation();
  const organizationId = useMatch('/organizations/:organizationId/*')?.params.organizationId;
  // Shares the organization layout's query, which the route's loader has already started.
  const organizationName = useOrganization(organizationId ?? '', { enabled: isOrganizationId(organizationId) }).data?.organization.name;
  return <title>{[page, organizationName, t('common.product-name')].filter(Boolean).join(' · ')}</title>;
}

/** The browser's title of the page shown, from the `title` in its route's handle (routes.tsx). */
export function RouteTitle() {
  const { t } = useTranslation();
  const match = useMatches().at(-1);
  const { title } = (match?.handle ?? {}) as PageTitleHandle;
  if (title === undefined) return <PageTitle />;
  if (typeof title === 'string') return <PageTitle page={t(title)} />;
  const TitleOfContent = title;
  return <TitleOfContent params={match!.params} />;
}
