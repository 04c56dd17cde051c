import { AtSign, CodeXml, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useConfig } from '@/config/config-provider';
import { cn } from '@/lib/cn';
import { LogoMark } from '@/ui/logo-mark';
import { NewTabLink } from '@/ui/new-tab-link';
import { Tooltip } from '@/ui/tooltip';
import { useNavigationPages } from './navigation-pages';

const railItemClassName =
  'flex size-10 items-center justify-center rounded-lg text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** An icon linking outside the app (the source repository, a social profile), named by its tooltip's text. */
function RailExternalLink({ href, icon: Icon, label }: { href: string; icon: LucideIcon; label: string }) {
  return (
    <Tooltip content={label} side="right">
      <NewTabLink href={href} className={railItemClassName}>
        <Icon className="size-5" aria-hidden />
        <span className="sr-only">{label}</span>
      </NewTabLink>
    </Tooltip>
  );
}

/**
 * The narrow column on the far left: home, all organizations; at the bottom the source repository
 * and the social profile the instance links to (each only when set) and the version, linking to its
 * release page when the repository is known.
 */
export function NavRail() {
  const { t } = useTranslation();
  const { version, links } = useConfig();
  const versionLabel = `v${version}`;
  const versionClassName = 'select-none font-mono text-[11px] text-muted-foreground';

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

      {useNavigationPages(undefined, 'rail').map(({ id, path, label, icon: Icon, isEnd }) => (
        <Tooltip key={id} content={t(label)} side="right">
          <NavLink
            to={path}
            end={isEnd}
            aria-label={t(label)}
            className={({ isActive }) => cn(railItemClassName, isActive && 'bg-accent text-accent-foreground')}
          >
            <Icon className="size-5" aria-hidden />
          </NavLink>
        </Tooltip>
      ))}

      <div className="mt-auto flex flex-col items-center gap-2">
        {links.repositoryUrl && <RailExternalLink href={links.repositoryUrl} icon={CodeXml} label={t('layout.rail.repository')} />}
        {links.socialUrl && <RailExternalLink href={links.socialUrl} icon={AtSign} label={t('layout.rail.social')} />}
        {links.releaseUrl ? (
          <Tooltip content={t('layout.rail.release', { version })} side="right">
            <NewTabLink
              href={links.releaseUrl}
              className={cn(
                versionClassName,
                'rounded-sm px-1 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50',
              )}
            >
              {versionLabel}
            </NewTabLink>
          </Tooltip>
        ) : (
          <span className={versionClassName} title={t('layout.rail.version', { version })}>
            {versionLabel}
          </span>
        )}
      </div>
    </div>
  );
}
