import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleUser } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardFooter, ListCardHeader } from '@/ui/card';
import { DateValue, Detail } from '@/ui/details';
import { useOperatorAction } from '../admin.queries';
import { DeleteAction } from './delete-action';
import { ReasonedAction } from './reasoned-action';

const KNOWN_METHODS = new Set(['credential', 'passkey', 'github', 'google']);

/** One account: who, since when, how they sign in, where they are a member; disable or enable, and resend an unverified one its verification email. */
export function ConsoleUserCard({ user }: { user: ConsoleUser }) {
  const { t } = useTranslation();
  const { formatList, formatCount } = useFormatters();
  const titleId = useId();
  const disable = useOperatorAction(
    (api, reason: string) => api.disableUser(user.id, reason),
    () => t('admin.users.disabled-toast', { email: user.email }),
  );
  const enable = useOperatorAction(
    (api) => api.enableUser(user.id),
    () => t('admin.users.enabled-toast', { email: user.email }),
  );
  const resendVerification = useOperatorAction(
    (api) => api.resendVerification(user.id),
    () => t('admin.users.verification-resent-toast', { email: user.email }),
  );
  const remove = useOperatorAction(
    (api, reason: string) => api.deleteUser(user.id, reason),
    () => t('admin.users.deleted-toast', { email: user.email }),
  );
  const methods = user.signInMethods.map((method) => (KNOWN_METHODS.has(method) ? t(`admin.users.methods.${method}`) : method));

  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId}>
      <ListCardHeader
        icon={UserRound}
        titleId={titleId}
        title={user.name || user.email}
        code={user.email}
        badges={
          <>
            {user.disabled && <Badge className="border-destructive/50 text-destructive">{t('admin.users.disabled')}</Badge>}
            {!user.emailVerified && <Badge>{t('admin.users.unverified')}</Badge>}
            {user.hasSecondFactor && <Badge>{t('admin.users.two-factor')}</Badge>}
          </>
        }
        actions={
          <>
            {!user.emailVerified && (
              <Button
                variant="outline"
                size="sm"
                aria-label={t('admin.users.resend-verification-label', { email: user.email })}
                isLoading={resendVerification.isPending}
                onClick={() => resendVerification.mutate(undefined)}
              >
                {t('admin.users.resend-verification')}
              </Button>
            )}
            <ReasonedAction
              isOn={Boolean(user.disabled)}
              on={{
                label: t('admin.users.disable'),
                ariaLabel: t('admin.users.disable-label', { email: user.email }),
                title: t('admin.users.disable-title', { email: user.email }),
                description: t('admin.users.disable-description'),
                mutation: disable,
              }}
              off={{ label: t('admin.users.enable'), ariaLabel: t('admin.users.enable-label', { email: user.email }), mutation: enable }}
            />
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 px-5 sm:grid-cols-4">
        <Detail label={t('admin.users.created')}>
          <DateValue value={user.createdAt} />
        </Detail>
        <Detail label={t('admin.users.last-sign-in')}>
          {user.lastSignInAt ? <DateValue value={user.lastSignInAt} /> : t('admin.users.never')}
        </Detail>
        <Detail label={t('admin.users.methods.label')}>{methods.length > 0 ? formatList(methods) : t('admin.users.none')}</Detail>
        <Detail label={t('admin.users.sessions')}>{formatCount(user.sessions.length)}</Detail>
        <Detail className="col-span-2 sm:col-span-4" label={t('admin.users.organizations')}>
          {user.organizations.length > 0
            ? formatList(user.organizations.map(({ name, role }) => `${name} (${t(`members.roles.${role}`)})`))
            : t('admin.users.none')}
        </Detail>
        {user.disabled && (
          <Detail className="col-span-2 sm:col-span-4" label={t('admin.users.disabled-reason')}>
            {user.disabled.reason}
          </Detail>
        )}
        <Detail className="col-span-2 sm:col-span-4" label={t('admin.users.id')}>
          <code className="font-mono text-xs">{user.id}</code>
        </Detail>
      </dl>
      <CardFooter className="flex-wrap justify-end border-t px-5 pt-4">
        <DeleteAction
          label={t('admin.users.delete')}
          ariaLabel={t('admin.users.delete-label', { email: user.email })}
          title={t('admin.users.delete-title', { email: user.email })}
          description={t('admin.users.delete-description')}
          confirmation={{ label: t('admin.users.delete-confirm', { email: user.email }), expected: user.email }}
          mutation={remove}
        />
      </CardFooter>
    </Card>
  );
}
