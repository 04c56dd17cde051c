import { CirclePause, Ellipsis, Mail, Power, PowerOff, Trash2, TriangleAlert, UserPlus, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntakeEmail } from '@/api/types';
import { Button } from '@/ui/button';
import { Card, ListCardHeader } from '@/ui/card';
import { CopyButton } from '@/ui/copy-button';
import { DateValue, Detail } from '@/ui/details';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/ui/dropdown-menu';
import { OnDemandDropdownMenu } from '@/ui/on-demand-dropdown-menu';
import { StatusBadge } from '@/ui/status-badge';
import { IntakeMessagesLog } from './intake-messages-log';

type IntakeEmailCardProps = {
  organizationId: string;
  intakeEmail: IntakeEmail;
  onManageOrigins: () => void;
  isToggling: boolean;
  onToggleEnabled: () => void;
  isDeleting: boolean;
  onDelete: () => void;
};

/**
 * One address: copy it, whether it is off, who may send to it (or the warning that nobody can yet),
 * its actions menu, and its log.
 */
export function IntakeEmailCard({
  organizationId,
  intakeEmail,
  onManageOrigins,
  isToggling,
  onToggleEnabled,
  isDeleting,
  onDelete,
}: IntakeEmailCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const address = intakeEmail.emailAddress;
  const originsCount = intakeEmail.allowedOrigins.length;

  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId}>
      <ListCardHeader
        icon={Mail}
        titleId={titleId}
        title={<span className="font-mono text-sm">{address}</span>}
        badges={
          <>
            <CopyButton value={address} label={t('intake-emails.card.copy', { address })} />
            {!intakeEmail.isEnabled && (
              <StatusBadge tone="neutral" icon={CirclePause}>
                {t('intake-emails.card.disabled')}
              </StatusBadge>
            )}
          </>
        }
        actions={
          <OnDemandDropdownMenu
            align="end"
            className="w-60"
            trigger={
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('intake-emails.card.actions', { address })}
                isLoading={isToggling || isDeleting}
              >
                {!isToggling && !isDeleting && <Ellipsis aria-hidden />}
              </Button>
            }
          >
            <DropdownMenuItem onSelect={onToggleEnabled}>
              {intakeEmail.isEnabled ? <PowerOff aria-hidden /> : <Power aria-hidden />}
              {intakeEmail.isEnabled ? t('intake-emails.disable.action') : t('intake-emails.enable.action')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onManageOrigins}>
              <Users aria-hidden />
              {t('intake-emails.origins.manage')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden />
              {t('intake-emails.delete.action')}
            </DropdownMenuItem>
          </OnDemandDropdownMenu>
        }
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 px-5 sm:grid-cols-[auto_1fr]">
        <Detail label={t('intake-emails.card.origins')}>
          {originsCount > 0 ? (
            <Button variant="link" className="h-auto p-0 text-sm font-normal text-foreground underline" onClick={onManageOrigins}>
              {t('intake-emails.card.origins-count', { count: originsCount })}
            </Button>
          ) : (
            t('intake-emails.card.no-origins')
          )}
        </Detail>
        <Detail label={t('intake-emails.card.created')}>
          <DateValue value={intakeEmail.createdAt} />
        </Detail>
      </dl>
      {originsCount === 0 && (
        <div className="mx-5 flex flex-col gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-amber-900 dark:text-amber-200">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('intake-emails.card.no-origins-warning')}
          </p>
          <Button variant="outline" size="sm" className="shrink-0 self-start sm:self-auto" onClick={onManageOrigins}>
            <UserPlus aria-hidden />
            {t('intake-emails.origins.add-first')}
          </Button>
        </div>
      )}
      <IntakeMessagesLog organizationId={organizationId} intakeEmail={intakeEmail} />
    </Card>
  );
}
