import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { PageContainer, PageHeader } from '@/ui/page';

const SECTIONS = [
  { path: '/admin/users', label: 'admin.tabs.users' },
  { path: '/admin/organizations', label: 'admin.tabs.organizations' },
  { path: '/admin/health', label: 'admin.tabs.health' },
  { path: '/admin/numbers', label: 'admin.tabs.numbers' },
  { path: '/admin/audit-log', label: 'admin.tabs.audit-log' },
] as const;

/** `/admin`: the operator's console, its sections as links (one a page, so each has its address), and the section. */
export function AdminConsoleLayout() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('admin.title')} description={t('admin.description')} className="mb-6" />
      <nav aria-label={t('admin.tabs.label')} className="mb-6 border-b">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {SECTIONS.map(({ path, label }) => (
            <li key={path}>
              <NavLink
                to={path}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-10 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </PageContainer>
  );
}
