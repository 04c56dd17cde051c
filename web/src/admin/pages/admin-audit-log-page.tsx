import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OperatorAuditEntry } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Card } from '@/ui/card';
import { useAuditLog } from '../admin.queries';
import { ConsoleSection } from '../components/console-section';

/** One operator action: what, on what, by whom, from where and when, and why. */
function AuditEntry({ entry }: { entry: OperatorAuditEntry }) {
  const { t } = useTranslation();
  const { formatDateTime, toIsoString } = useFormatters();
  return (
    <Card className="gap-1 px-5 py-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium [overflow-wrap:anywhere]">
          {t(`admin.audit.actions.${entry.action.replace('.', '-')}`)}: {entry.targetLabel}
        </p>
        <time className="text-xs text-muted-foreground" dateTime={toIsoString(entry.createdAt)}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="text-muted-foreground [overflow-wrap:anywhere]">
        {entry.ipAddress
          ? t('admin.audit.by-from', { operator: entry.operatorEmail, address: entry.ipAddress })
          : t('admin.audit.by', { operator: entry.operatorEmail })}
      </p>
      {entry.detail && <p className="[overflow-wrap:anywhere]">{t('admin.audit.detail', { detail: entry.detail })}</p>}
      {entry.reason && <p className="[overflow-wrap:anywhere]">{t('admin.audit.reason', { reason: entry.reason })}</p>}
      <code className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">{entry.targetId}</code>
    </Card>
  );
}

/** `/admin/audit-log`: every operator action, newest first, kept for the retention the README gives. */
export function AdminAuditLogPage() {
  const { t } = useTranslation();
  return (
    <ConsoleSection
      search={{ label: t('admin.audit.search'), placeholder: t('admin.audit.search-placeholder') }}
      useItems={useAuditLog}
      label={t('admin.tabs.audit-log')}
      empty={{ icon: ScrollText, title: t('admin.audit.empty') }}
      itemKey={(entry) => entry.id}
    >
      {(entry) => <AuditEntry entry={entry} />}
    </ConsoleSection>
  );
}

// The router's lazy route takes the page by this name (routes.tsx).
export { AdminAuditLogPage as Component };
