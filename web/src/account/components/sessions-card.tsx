import { Monitor } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/auth/use-session';
import { useFormatters } from '@/lib/use-formatters';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LoadErrorAlert } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useAccountSessions, useRevokeSession } from '../account.queries';
import { describeUserAgent } from '../user-agent';

/** The account's signed-in sessions: device, address, last use; each but this one revocable. */
export function SessionsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { formatDateTime } = useFormatters();
  const currentSessionId = useSession().data?.session?.id;
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();

  const deviceOf = (userAgent: string | null | undefined) => {
    const { browser, system } = describeUserAgent(userAgent);
    if (browser && system) return t('account.sessions.browser-on-system', { browser, system });
    return browser ?? system ?? t('account.sessions.unknown-device');
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('account.sessions.title')}</CardTitle>
        <CardDescription>{t('account.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Skeleton className="h-16" />
        ) : sessions.isError ? (
          <LoadErrorAlert
            title={t('account.sessions.load-failed')}
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
            isRetrying={sessions.isRefetching}
          />
        ) : (
          <ul className="divide-y rounded-md border" aria-labelledby={titleId}>
            {[...sessions.data]
              .sort(
                (a, b) =>
                  Number(b.id === currentSessionId) - Number(a.id === currentSessionId) ||
                  Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
              )
              .map((session) => {
                const isCurrent = session.id === currentSessionId;
                const device = deviceOf(session.userAgent);
                return (
                  <li key={session.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm">
                    <Monitor className="size-4 text-muted-foreground" aria-hidden />
                    <span className="font-medium">{device}</span>
                    {isCurrent && <Badge>{t('account.sessions.this-device')}</Badge>}
                    {session.ipAddress && <span className="text-muted-foreground">{session.ipAddress}</span>}
                    <span className="text-muted-foreground">
                      {t('account.sessions.last-used', { date: formatDateTime(session.updatedAt) })}
                    </span>
                    {!isCurrent && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
                        aria-label={t('account.sessions.revoke-label', { device, date: formatDateTime(session.updatedAt) })}
                        isLoading={revoke.isPending && revoke.variables === session.token}
                        onClick={() => revoke.mutate(session.token)}
                      >
                        {t('account.sessions.revoke')}
                      </Button>
                    )}
                  </li>
                );
              })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
