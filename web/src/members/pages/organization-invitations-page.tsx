import { Ban, Mail, RotateCw, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { Invitation } from '@/api/types';
import { cn } from '@/lib/cn';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { RowActionButton } from '@/ui/row-action-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/ui/table';
import { useOrganizationInvitations, useResendOrCancelInvitation } from '../members.queries';

// Spec: pending and accepted neutral; rejected, expired and cancelled destructive.
const DESTRUCTIVE_STATUSES = new Set<Invitation['status']>(['rejected', 'expired', 'cancelled']);

/** `/organizations/:organizationId/invitations` (admins; others go to the members page): resend and cancel. */
export function OrganizationInvitationsPage() {
  const { organization } = useCurrentOrganization();
  const canManage = useCan('invitations:read');
  return canManage ? (
    <InvitationsList organizationId={organization.id} />
  ) : (
    <Navigate to={`/organizations/${organization.id}/members`} replace />
  );
}

function InvitationsList({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { formatDate } = useFormatters();
  const query = useOrganizationInvitations(organizationId);
  const invitations = query.data?.invitations ?? [];

  const act = useResendOrCancelInvitation(organizationId);

  const confirmThen = async (invitation: Invitation, action: 'resend' | 'cancel') => {
    const confirmed = await confirm({
      title: t(`members.invitations.${action}.confirm.title`),
      message: t(`members.invitations.${action}.confirm.message`, { email: invitation.email }),
      confirmLabel: t(`members.invitations.${action}.confirm.confirm`),
      cancelLabel: t('common.cancel'),
      isDestructive: action === 'cancel',
    });
    if (confirmed) act.mutate({ invitation, action });
  };

  const inviteButton = (
    <Button asChild>
      <Link to={`/organizations/${organizationId}/invite`}>
        <UserPlus aria-hidden />
        {t('members.page.invite')}
      </Link>
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader title={t('members.invitations.title')} description={t('members.invitations.description')} actions={inviteButton} />
      {query.isError ? (
        <LoadErrorAlert
          title={t('members.invitations.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.isSuccess && invitations.length === 0 ? (
        <EmptyState
          icon={Mail}
          title={t('members.invitations.empty.title')}
          description={t('members.invitations.empty.description')}
          actions={inviteButton}
        />
      ) : (
        <Table aria-label={t('members.invitations.title')} aria-busy={query.isPending || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('members.table.email')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('members.table.role')}</TableHead>
              <TableHead>{t('members.invitations.status')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('members.invitations.created')}</TableHead>
              <TableHead className="w-24 text-right">
                <span className="sr-only">{t('members.table.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {query.isPending ? (
              <TableSkeletonRows columns={5} />
            ) : (
              invitations.map((invitation) => {
                const isBusy = act.isPending && act.variables?.invitation.id === invitation.id;
                // Pending: cancel it; rejected, expired or cancelled: send it again.
                const action = invitation.status === 'pending' ? 'cancel' : 'resend';
                return (
                  <TableRow key={invitation.id}>
                    <TableCell className="max-w-0 w-full font-medium [overflow-wrap:anywhere]">{invitation.email}</TableCell>
                    <TableCell className="hidden whitespace-nowrap sm:table-cell">{t(`members.roles.${invitation.role}`)}</TableCell>
                    <TableCell>
                      <Badge
                        className={cn(
                          DESTRUCTIVE_STATUSES.has(invitation.status) && 'border-destructive/40 bg-destructive/10 text-destructive',
                        )}
                      >
                        {t(`members.invitations.statuses.${invitation.status}`)}
                      </Badge>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                      <time dateTime={new Date(invitation.createdAt).toISOString()}>{formatDate(invitation.createdAt)}</time>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-right">
                      <RowActionButton
                        tooltip={t(`members.invitations.${action}.label`)}
                        label={t(`members.invitations.${action}.label-for`, { email: invitation.email })}
                        icon={action === 'cancel' ? Ban : RotateCw}
                        isDestructive={action === 'cancel'}
                        isLoading={isBusy}
                        onClick={() => void confirmThen(invitation, action)}
                      />
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      )}
    </PageContainer>
  );
}
