import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConsoleOrganizations } from '../admin.queries';
import { ConsoleOrganizationCard } from '../components/console-organization-card';
import { ConsoleSection } from '../components/console-section';

/** `/admin/organizations`: every organization, newest first, found by the start of its name or its id. */
export function AdminOrganizationsPage() {
  const { t } = useTranslation();
  return (
    <ConsoleSection
      search={{ label: t('admin.organizations.search'), placeholder: t('admin.organizations.search-placeholder') }}
      useItems={useConsoleOrganizations}
      label={t('admin.tabs.organizations')}
      empty={{ icon: Building2, title: t('admin.organizations.empty') }}
      itemKey={(organization) => organization.id}
    >
      {(organization) => <ConsoleOrganizationCard organization={organization} />}
    </ConsoleSection>
  );
}

// The router's lazy route takes the page by this name (routes.tsx).
export { AdminOrganizationsPage as Component };
