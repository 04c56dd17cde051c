import { LogOut, Mail, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Member } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useConfirmDestructive } from '@/ui/confirm-dialog';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { DisabledWithReason } from '../components/disabled-with-reason';
import { MembersTable } from '../components/members-table';
import { useChangeMemberRole, useLeaveOrganization, useMembers, useRemoveMember } from '../members.queries';

/** `/organizations/:organizationId/members`: who is in the organization, their roles, invite and leave. */
export function MembersPage() {
  const { t } = useTranslation();
  const confirmDestructive = useConfirmDestructive();
  const { organization, membership, role } = useCurrentOrganization();
  const organizationId = organization.id;
  const canInvite = useCan('invitations:create');
  const query = useMembers(organizationId);
  const members = query.data?.members ?? [];
  const changeRole = useChangeMemberRole(organizationId);

  const removeMember = useRemoveMember(organizationId);
  const leave = useLeaveOrganization(organization);

  const confirmRemove = (member: Member) =>
    void confirmDestructive(
      {
        title: t('members.remove.confirm.title'),
        message: t('members.remove.confirm.message', { name: member.user.name || member.user.email, organization: organization.name }),
        confirmLabel: t('members.remove.confirm.confirm'),
        cancelLabel: t('common.cancel'),
      },
      () => removeMember.mutateAsync(member),
    );

  const confirmLeave = () =>
    void confirmDestructive(
      {
        title: t('members.leave.confirm.title'),
        message: t('members.leave.confirm.message', { name: organization.name }),
        confirmLabel: t('members.leave.confirm.confirm'),
        cancelLabel: t('common.cancel'),
      },
      () => leave.mutateAsync(),
    );

  return (
    <PageContainer>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            {t('members.page.title')}
            {query.isSuccess && <Badge className="tabular-nums">{members.length}</Badge>}
          </span>
        }
        description={t('members.page.description')}
        actions={
          <>
            {canInvite && (
              <Button variant="outline" asChild>
                <Link to={`/organizations/${organizationId}/invitations`}>
                  <Mail aria-hidden />
                  {t('members.page.invitations')}
                </Link>
              </Button>
            )}
            <DisabledWithReason reason={canInvite ? undefined : t('members.refusals.invite')}>
              {canInvite ? (
                <Button asChild>
                  <Link to={`/organizations/${organizationId}/invite`}>
                    <UserPlus aria-hidden />
                    {t('members.page.invite')}
                  </Link>
                </Button>
              ) : (
                <Button aria-disabled className="cursor-not-allowed opacity-50 hover:bg-primary">
                  <UserPlus aria-hidden />
                  {t('members.page.invite')}
                </Button>
              )}
            </DisabledWithReason>
          </>
        }
      />

      {query.isError ? (
        <LoadErrorAlert
          title={t('members.page.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <MembersTable
          members={members}
          isLoading={query.isPending}
          myMemberId={membership.id}
          myRole={role}
          changingMemberId={changeRole.isPending ? changeRole.variables?.memberId : undefined}
          removingMemberId={removeMember.isPending ? removeMember.variables?.id : undefined}
          onChangeRole={(member, newRole) => changeRole.mutate({ memberId: member.id, role: newRole })}
          onRemove={confirmRemove}
        />
      )}

      {role !== 'owner' && (
        <section className="mt-10 flex flex-col gap-3 rounded-lg border border-destructive/40 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-medium">{t('members.leave.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('members.leave.description')}</p>
          </div>
          <Button variant="destructive" onClick={confirmLeave} isLoading={leave.isPending}>
            {!leave.isPending && <LogOut aria-hidden />}
            {t('members.leave.button')}
          </Button>
        </section>
      )}
    </PageContainer>
  );
}
