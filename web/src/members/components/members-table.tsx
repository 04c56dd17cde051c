import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Member, OrganizationRole } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { NativeSelect } from '@/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@/ui/table';
import { ASSIGNABLE_ROLES, memberRemovalRefusal, roleChangeRefusal } from '../../../../core/permissions/organization-permissions';
import { DisabledWithReason } from './disabled-with-reason';

type MembersTableProps = {
  members: Member[];
  isLoading: boolean;
  myMemberId: string;
  myRole: OrganizationRole;
  changingMemberId?: string;
  removingMemberId?: string;
  onChangeRole: (member: Member, role: OrganizationRole) => void;
  onRemove: (member: Member) => void;
};

/** Spec "Members" table: name, email, role (a select where the rules allow a change) and remove. */
export function MembersTable({
  members,
  isLoading,
  myMemberId,
  myRole,
  changingMemberId,
  removingMemberId,
  onChangeRole,
  onRemove,
}: MembersTableProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const refusalText = (refusal: 'insufficient_role' | 'owner_target' | 'owner_role' | undefined) =>
    refusal ? t(`members.refusals.${refusal}`) : undefined;

  return (
    <Table aria-label={t('members.table.label')} aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('members.table.name')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('members.table.email')}</TableHead>
          <TableHead>{t('members.table.role')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('members.table.joined')}</TableHead>
          <TableHead className="w-12 text-right">
            <span className="sr-only">{t('members.table.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableSkeletonRows columns={5} />
        ) : (
          members.map((member) => {
            const name = member.user.name || member.user.email;
            const roleRefusal = refusalText(roleChangeRefusal(myRole, member.role, 'member'));
            const removalRefusal = refusalText(memberRemovalRefusal(myRole, member.role));
            return (
              <TableRow key={member.id}>
                <TableCell className="max-w-0 md:w-[30%]">
                  {/* Wrapped, never cut: a phone has no hover to show a title. */}
                  <span className="block font-medium [overflow-wrap:anywhere]">
                    {name}{' '}
                    {member.id === myMemberId && (
                      <span className="ml-1 text-xs font-normal text-muted-foreground">{t('members.table.you')}</span>
                    )}
                  </span>
                  <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere] md:hidden">{member.user.email}</span>
                </TableCell>
                <TableCell className="hidden max-w-0 text-muted-foreground [overflow-wrap:anywhere] md:table-cell md:w-full">
                  {member.user.email}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {roleRefusal ? (
                    <DisabledWithReason reason={roleRefusal}>
                      <Badge
                        tabIndex={0}
                        className="text-sm"
                        aria-label={t('members.role.of', { name, role: t(`members.roles.${member.role}`) })}
                      >
                        {t(`members.roles.${member.role}`)}
                      </Badge>
                    </DisabledWithReason>
                  ) : (
                    <NativeSelect
                      className="w-32"
                      aria-label={t('members.role.change', { name })}
                      value={member.role}
                      disabled={changingMemberId === member.id}
                      onChange={(event) => onChangeRole(member, event.target.value as OrganizationRole)}
                    >
                      {ASSIGNABLE_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`members.roles.${role}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
                  <time dateTime={new Date(member.createdAt).toISOString()}>{formatDate(member.createdAt)}</time>
                </TableCell>
                <TableCell className="text-right">
                  <DisabledWithReason reason={removalRefusal}>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent"
                      aria-label={t('members.remove.label', { name })}
                      aria-disabled={removalRefusal ? true : undefined}
                      isLoading={removingMemberId === member.id}
                      onClick={() => !removalRefusal && onRemove(member)}
                    >
                      {removingMemberId !== member.id && <Trash2 aria-hidden />}
                    </Button>
                  </DisabledWithReason>
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
