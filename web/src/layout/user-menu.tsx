import { KeyRound, Languages, LogOut, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '@/auth/sign-out.queries';
import { useSession } from '@/auth/use-session';
import { usePendingInvitationsCount } from '@/invitations/invitations.queries';
import { changeLocale } from '@/i18n/i18n';
import { LOCALES, type LocaleKey } from '../../../core/locales/locales';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { PendingCountBadge } from './pending-count-badge';

function initialsOf(name: string | undefined, email: string | undefined) {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('');
  return (email ?? '?').charAt(0).toUpperCase();
}

/** Account settings, API keys, invitations, language and logout. */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const { data: session } = useSession();
  const logout = useLogout();
  const user = session?.user;
  const currentLocale = i18n.language;
  const pendingInvitationsCount = usePendingInvitationsCount().data ?? 0;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative rounded-full"
          aria-label={
            pendingInvitationsCount > 0
              ? t('layout.user-menu.label-with-invitations', { count: pendingInvitationsCount })
              : t('layout.user-menu.label')
          }
          isLoading={logout.isPending}
        >
          {!logout.isPending && (
            <span
              aria-hidden
              className="flex size-8 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground ring-1 ring-border"
            >
              {initialsOf(user?.name, user?.email)}
            </span>
          )}
          {pendingInvitationsCount > 0 && <PendingCountBadge count={pendingInvitationsCount} className="absolute -right-1 -top-1" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {user && (
          <>
            <DropdownMenuLabel className="font-normal">
              <span className="block truncate text-sm font-medium">{user.name || user.email}</span>
              {user.name && <span className="block truncate text-xs text-muted-foreground">{user.email}</span>}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <UserRound aria-hidden />
            {t('layout.user-menu.account-settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/api-keys">
            <KeyRound aria-hidden />
            {t('layout.user-menu.api-keys')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/invitations">
            <Mail aria-hidden />
            {t('layout.user-menu.invitations')}
            {pendingInvitationsCount > 0 && <PendingCountBadge count={pendingInvitationsCount} className="ml-auto" />}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Languages aria-hidden />
            {t('layout.user-menu.language')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent className="w-48">
            <DropdownMenuRadioGroup value={currentLocale} onValueChange={(locale) => void changeLocale(locale as LocaleKey)}>
              {LOCALES.map((locale) => (
                <DropdownMenuRadioItem key={locale.key} value={locale.key} disabled={locale.key === currentLocale} lang={locale.key}>
                  {locale.name}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden />
          {t('layout.user-menu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
