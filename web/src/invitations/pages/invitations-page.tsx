import { Check, MailOpen, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { ReceivedInvitation } from '@/api/types';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/ui/table';
import { useAnswerInvitation } from '../invitation-changes.queries';
import { useMyInvitations } from '../invitations.queries';

/** `/invitations`: the invitations sent to the user's address; accepting opens the organization. */
export function InvitationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useMyInvitations();
  const invitations = query.data?.invitations ?? [];
  const answer = useAnswerInvitation();

  const answerInvitation = (invitation: ReceivedInvitation, choice: 'accept' | 'reject') =>
    answer.mutate(
      { invitationId: invitation.id, answer: choice },
      {
        onSuccess: async () => {
          toast.success(t(`invitations.${choice}.success`, { name: invitation.organization.name }));
          if (choice === 'accept') await navigate(`/organizations/${invitation.organization.id}`);
        },
        onError: (error) => toast.error(t(`invitations.${choice}.error`), { description: errorMessage(error, t) }),
      },
    );

  return (
    <PageContainer>
      <PageHeader title={t('invitations.page.title')} description={t('invitations.page.description')} />
      {query.isError ? (
        <LoadErrorAlert
          title={t('invitations.page.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.isSuccess && invitations.length === 0 ? (
        <EmptyState icon={MailOpen} title={t('invitations.empty.title')} description={t('invitations.empty.description')} />
      ) : (
        <Table aria-label={t('invitations.page.title')} aria-busy={query.isPending || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('invitations.table.organization')}</TableHead>
              <TableHead className="hidden sm:table-cell">{t('invitations.table.role')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('invitations.table.invited-by')}</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">{t('invitations.table.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {query.isPending ? (
              <TableSkeletonRows rows={1} columns={4} />
            ) : (
              invitations.map((invitation) => {
                const isBusy = answer.isPending && answer.variables?.invitationId === invitation.id;
                return (
                  <TableRow key={invitation.id}>
                    <TableCell className="max-w-0 w-full truncate font-medium" title={invitation.organization.name}>
                      {invitation.organization.name}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap sm:table-cell">{t(`members.roles.${invitation.role}`)}</TableCell>
                    <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                      {invitation.inviter?.name ?? '—'}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-right">
                      <div className="flex justify-end gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={isBusy}
                          aria-label={t('invitations.reject.label', { name: invitation.organization.name })}
                          onClick={() => answerInvitation(invitation, 'reject')}
                        >
                          <X aria-hidden />
                          <span className="hidden sm:inline">{t('invitations.reject.button')}</span>
                        </Button>
                        <Button
                          size="sm"
                          isLoading={isBusy && answer.variables?.answer === 'accept'}
                          disabled={isBusy}
                          aria-label={t('invitations.accept.label', { name: invitation.organization.name })}
                          onClick={() => answerInvitation(invitation, 'accept')}
                        >
                          <Check aria-hidden />
                          <span className="hidden sm:inline">{t('invitations.accept.button')}</span>
                        </Button>
                      </div>
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
