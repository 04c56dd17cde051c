import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommandPaletteLauncher } from '@/documents/search/command-palette-launcher';
import { ImportButton } from '@/documents/uploads/import-button';
import { useCanIn } from '@/organizations/organizations.queries';
import { Button } from '@/ui/button';
import { LogoMark } from '@/ui/logo-mark';
import { ThemeMenu } from './theme-menu';
import { useShellOrganizationId } from './use-shell-organization-id';
import { UserMenu } from './user-menu';

export function TopBar({ onOpenNavigation }: { onOpenNavigation: () => void }) {
  const { t } = useTranslation();
  const organizationId = useShellOrganizationId();
  const canUpload = useCanIn(organizationId, 'documents:create');
  return (
    <header className="sticky top-0 z-30 flex h-(--top-bar-height) shrink-0 items-center gap-2 border-b bg-background/80 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/60 sm:px-4 lg:px-6">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('layout.open-navigation')} onClick={onOpenNavigation}>
        <Menu aria-hidden />
      </Button>
      <Link
        to="/"
        aria-label={t('layout.rail.home')}
        className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:hidden"
      >
        <LogoMark className="size-7" />
      </Link>
      {organizationId && <CommandPaletteLauncher organizationId={organizationId} />}
      <div className="ml-auto flex items-center gap-1">
        {organizationId && canUpload && <ImportButton organizationId={organizationId} />}
        <ThemeMenu />
        <UserMenu />
      </div>
    </header>
  );
}
