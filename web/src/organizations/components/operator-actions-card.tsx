import { useTranslation } from 'react-i18next';
import type { OrganizationOperatorAction } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { CardContent } from '@/ui/card';
import { LoadErrorAlert } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useOperatorActions } from '../organization-changes.queries';
import { SettingsCard } from './settings-card';

function OperatorAction({ action }: { action: OrganizationOperatorAction }) {
  const { t } = useTranslation();
  const { formatDateTime, toIsoString } = useFormatters();
  return (
    <li className="grid min-w-0 gap-1 py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium">{t(`operator-actions.actions.${action.action.replace('.', '-')}`)}</p>
        <time className="text-xs text-muted-foreground" dateTime={toIsoString(action.createdAt)}>
          {formatDateTime(action.createdAt)}
        </time>
      </div>
      {action.detail && <p className="[overflow-wrap:anywhere]">{t('operator-actions.detail', { detail: action.detail })}</p>}
      {action.reason && (
        <p className="text-muted-foreground [overflow-wrap:anywhere]">{t('operator-actions.reason', { reason: action.reason })}</p>
      )}
    </li>
  );
}

/**
 * What the people who run the service did to the organization (made it read-only, moved it, read a
 * document again…) and why, for its owners: the console's audit rows of it, without who or from where.
 */
export function OperatorActionsCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { query, actions } = useOperatorActions(organizationId);
  const title = t('operator-actions.title');

  const content = () => {
    if (query.isError && actions.length === 0)
      return (
        <LoadErrorAlert
          title={t('operator-actions.load-error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    if (query.isPending) return <Skeleton className="h-12 w-full" />;
    if (actions.length === 0) return <p className="text-sm text-muted-foreground">{t('operator-actions.empty')}</p>;
    return (
      <>
        <ul className="divide-y" aria-label={title}>
          {actions.map((action) => (
            <OperatorAction key={action.id} action={action} />
          ))}
        </ul>
        {query.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-start"
            isLoading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('operator-actions.load-more')}
          </Button>
        )}
      </>
    );
  };

  return (
    <SettingsCard title={title} description={t('operator-actions.description')}>
      <CardContent className="grid gap-4">{content()}</CardContent>
    </SettingsCard>
  );
}
