import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConsoleUsers } from '../admin.queries';
import { ConsoleSection } from '../components/console-section';
import { ConsoleUserCard } from '../components/console-user-card';

/** `/admin/users`: every account of the service, newest first, found by the start of an email or name, or an id. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  return (
    <ConsoleSection
      search={{ label: t('admin.users.search'), placeholder: t('admin.users.search-placeholder') }}
      useItems={useConsoleUsers}
      label={t('admin.tabs.users')}
      empty={{ icon: UserRound, title: t('admin.users.empty') }}
      itemKey={(user) => user.id}
    >
      {(user) => <ConsoleUserCard user={user} />}
    </ConsoleSection>
  );
}

// The router's lazy route takes the page by this name (routes.tsx).
export { AdminUsersPage as Component };
