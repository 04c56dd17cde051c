import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { BulkJobsPanel } from '@/documents/bulk/bulk-jobs-panel';
import { IS_DEMO } from '@/lib/demo-mode';
import { UnsavedChangesGuard } from '@/lib/unsaved-changes-guard';
import { DropOverlay } from '@/documents/uploads/drop-overlay';
import { UploadPanel } from '@/documents/uploads/upload-panel';
import { UploadsProvider } from '@/documents/uploads/uploads-context';
import { useCanIn, useOrganization } from '@/organizations/organizations.queries';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { Sheet, SheetContent, SheetTitle } from '@/ui/sheet';
import { TooltipProvider } from '@/ui/tooltip';
import { panelsHeight } from '@/ui/floating-panel';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { useShellOrganizationId } from './use-shell-organization-id';

const WIDE_SCREEN_QUERY = '(min-width: 64rem)'; // Tailwind's lg breakpoint

/**
 * The signed-in shell: rail + side navigation (fixed from lg, a drawer below), a top bar, and the page.
 * Pages render their own padding, usually with PageContainer from @/ui/page.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A page's chunk and data load before it shows, the current page staying meanwhile: a bar says so.
  const isNavigating = useNavigation().state === 'loading';
  const organizationId = useShellOrganizationId();
  // Shares the query of the organization layout: names the organization files are dropped into.
  const organizationName = useOrganization(organizationId ?? '', { enabled: organizationId !== undefined }).data?.organization.name;
  const canUpload = useCanIn(organizationId, 'documents:create');
  // The drawer remembers the path it was opened on, so any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const isDrawerOpen = drawerOpenedAt === pathname;

  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    const onChange = () => query.matches && setDrawerOpenedAt(null);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    // The upload list lives here, above the pages: uploads keep going while the user moves around.
    // Tooltips and confirmations too: only the signed-in pages have them, so /login loads neither.
    <UploadsProvider>
      <TooltipProvider>
        <ConfirmProvider>
          <div className="min-h-dvh">
            <a
              href="#main-content"
              className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:shadow-lg focus:ring-2 focus:ring-ring"
            >
              {t('layout.skip-to-content')}
            </a>

            <aside className="fixed inset-y-0 left-0 z-40 hidden w-[350px] border-r bg-sidebar lg:flex">
              <SideNav />
            </aside>

            <Sheet open={isDrawerOpen} onOpenChange={(open) => setDrawerOpenedAt(open ? pathname : null)}>
              {/* A tap on any link closes the drawer, even one to the current page (menus portal, but React events still bubble here). */}
              <SheetContent onClick={(event) => (event.target as HTMLElement).closest('a[href]') && setDrawerOpenedAt(null)}>
                <SheetTitle className="sr-only">{t('layout.navigation')}</SheetTitle>
                <SideNav />
              </SheetContent>
            </Sheet>

            <div className="flex min-h-dvh min-w-0 flex-col lg:pl-[350px]">
              <TopBar onOpenNavigation={() => setDrawerOpenedAt(pathname)} />
              {isNavigating && (
                <div aria-hidden className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden">
                  <div className="h-full w-2/5 bg-primary motion-safe:animate-indeterminate motion-reduce:w-full motion-reduce:animate-pulse" />
                </div>
              )}
              <main
                id="main-content"
                tabIndex={-1}
                aria-busy={isNavigating || undefined}
                className="min-w-0 flex-1 outline-none"
                style={{ paddingBottom: panelsHeight }}
              >
                <UnsavedChangesGuard>
                  <Outlet />
                </UnsavedChangesGuard>
              </main>
            </div>

            <UploadPanel />
            {/* The demo's jobs all end in their answers: it has no panel. */}
            {organizationId && !IS_DEMO && <BulkJobsPanel organizationId={organizationId} />}
            <DropOverlay organizationId={canUpload ? organizationId : undefined} organizationName={organizationName} />
          </div>
        </ConfirmProvider>
      </TooltipProvider>
    </UploadsProvider>
  );
}
