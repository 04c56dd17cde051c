import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useConfig } from '@/config/config-provider';
import { cn } from '@/lib/cn';
import { LogoMark } from '@/ui/logo-mark';
import { Tooltip } from '@/ui/tooltip';

/** The narrow column on the far left: home, all organizations and the version. */
export function NavRail() {
  const { t } = useTranslation();
  const config = useConfig();

  return (
    <div className="flex w-16 shrink-0 flex-col items-center gap-2 border-r bg-background/40 py-3">
      <Tooltip content={t('layout.rail.home')} side="right">
        <Link
          to="/"
          aria-label={t('layout.rail.home')}
          className="rounded-lg outline-none transition-transform hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <LogoMark className="size-9" />
        </Link>
      </Tooltip>

      <div className="my-1 h-px w-8 bg-border" />

      <Tooltip content={t('layout.rail.all-organizations')} side="right">
        <NavLink
          to="/organizations"
          end
          aria-label={t('layout.rail.all-organizations')}
          className={({ isActive }) =>
            cn(
              'flex size-10 items-center justify-center rounded-lg text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              isActive && 'bg-accent text-accent-foreground',
            )
          }
        >
          <LayoutGrid className="size-5" aria-hidden />
        </NavLink>
      </Tooltip>

      <span className="mt-auto select-none font-mono text-[11px] text-muted-foreground" title={t('layout.rail.version', { version: config.version })}>
        v{config.version}
      </span>
    </div>
  );
}
