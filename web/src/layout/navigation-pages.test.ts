import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteContext } from '@/lib/route-prefetch';
import { isSignInPath } from '@/auth/sign-in-paths';
import { createRoutes } from '@/routes';
import { navigationPagesOf } from './navigation-pages';

/** The pages of a signed-in user with a route of their own that no navigation lists, each for a reason. */
const PAGES_OUTSIDE_THE_NAVIGATION = new Set([
  // Where the app sends someone: the start, a first organization, a phone's share sheet.
  '/',
  '/organizations/first',
  '/share-target',
  // Forms opened from their list's button.
  '/organizations/create',
  '/api-keys/create',
  '/organizations/:organizationId/tagging-rules/create',
  '/organizations/:organizationId/invite',
  '/organizations/:organizationId/settings/webhooks/create',
  '/organizations/:organizationId/workflows/create',
  // The operator's console: for the service's operators alone, linked from their account settings.
  '/admin',
  '/admin/users',
  '/admin/organizations',
  '/admin/health',
  '/admin/numbers',
  '/admin/audit-log',
]);

/** Every route's whole path, its parameters as written. */
function pagePaths(routes: RouteObject[], parentPath = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath}/${route.path}`;
    const own = route.path !== undefined || route.index ? [path] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the navigation pages', () => {
  // But the signed-out pages (they link to one another, emails to the rest), the pages of one item (a
  // document, a rule, a webhook, a shared link) and the not-found page.
  const routePaths = new Set(
    pagePaths(createRoutes({} as RouteContext)).filter(
      (path) => !isSignInPath(path) && !path.endsWith('*') && !/:(?!organizationId\b)/.test(path),
    ),
  );
  const navigationPaths = navigationPagesOf(':organizationId').map((page) => page.path);

  it('list every page a signed-in user can open, so that the palette reaches them all', () => {
    const unlisted = [...routePaths].filter((path) => !navigationPaths.includes(path) && !PAGES_OUTSIDE_THE_NAVIGATION.has(path));
    expect(unlisted).toEqual([]);
  });

  it('are all pages of the router', () => {
    expect(navigationPaths.filter((path) => !routePaths.has(path))).toEqual([]);
    expect([...PAGES_OUTSIDE_THE_NAVIGATION].filter((path) => !routePaths.has(path))).toEqual([]);
  });

  it('have one id each', () => {
    const ids = navigationPagesOf(':organizationId').map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
