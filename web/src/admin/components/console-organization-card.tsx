import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleOrganization } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Badge } from '@/ui/badge';
import { Card, CardFooter, ListCardHeader } from '@/ui/card';
import { DateValue, Detail } from '@/ui/details';
import { useOperatorAction } from '../admin.queries';
import { DeleteAction } from './delete-action';
import { MoveOrganizationAction } from './move-organization-action';
import { ReasonedAction } from './reasoned-action';

/** One organization: its size, database and billing, and making it read-only or lifting that. */
export function ConsoleOrganizationCard({ organization }: { organization: ConsoleOrganization }) {
  const { t } = useTranslation();
  const { formatCount, formatSize } = useFormatters();
  const titleId = useId();
  const { name } = organization;
  const suspend = useOperatorAction(
    (api, reason: string) => api.suspendOrganization(organization.id, reason),
    () => t('admin.organizations.suspended-toast', { name }),
  );
  const lift = useOperatorAction(
    (api) => api.liftOrganization(organization.id),
    () => t('admin.organizations.lifted-toast', { name }),
  );
  const remove = useOperatorAction(
    (api, reason: string) => api.deleteOrganization(organization.id, reason),
    () => t('admin.organizations.deleted-toast', { name }),
  );

  return (
    <Card className="gap-4 py-5" aria-labelledby={titleId}>
      <ListCardHeader
        icon={Building2}
        titleId={titleId}
        title={name}
        code={organization.id}
        badges={
          <>
            {organization.readOnly && (
              <Badge className="border-destructive/50 text-destructive">{t('admin.organizations.read-only')}</Badge>
            )}
            {organization.movingTo && <Badge>{t('admin.organizations.moving', { database: organization.movingTo })}</Badge>}
          </>
        }
        actions={
          <ReasonedAction
            isOn={Boolean(organization.readOnly)}
            on={{
              label: t('admin.organizations.suspend'),
              ariaLabel: t('admin.organizations.suspend-label', { name }),
              title: t('admin.organizations.suspend-title', { name }),
              description: t('admin.organizations.suspend-description'),
              mutation: suspend,
            }}
            off={{ label: t('admin.organizations.lift'), ariaLabel: t('admin.organizations.lift-label', { name }), mutation: lift }}
          />
        }
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 px-5 sm:grid-cols-3">
        <Detail label={t('admin.organizations.created')}>
          <DateValue value={organization.createdAt} />
        </Detail>
        <Detail label={t('admin.organizations.members')}>{formatCount(organization.membersCount)}</Detail>
        <Detail label={t('admin.organizations.documents')}>{formatCount(organization.documentsCount)}</Detail>
        <Detail label={t('admin.organizations.storage')}>{formatSize(organization.documentsSize)}</Detail>
        <Detail label={t('admin.organizations.database')}>
          <code className="font-mono text-xs">{organization.database}</code>
        </Detail>
        <Detail label={t('admin.organizations.billing')}>
          {organization.stripeCustomerId ? (
            <code className="font-mono text-xs">{organization.stripeCustomerId}</code>
          ) : (
            t('admin.organizations.billing-none')
          )}
        </Detail>
        {organization.readOnly && (
          <Detail className="col-span-2 sm:col-span-3" label={t('admin.organizations.reason')}>
            {organization.readOnly.reason}
          </Detail>
        )}
      </dl>
      <CardFooter className="flex-wrap justify-end border-t px-5 pt-4">
        <MoveOrganizationAction organization={organization} />
        <DeleteAction
          label={t('admin.organizations.delete')}
          ariaLabel={t('admin.organizations.delete-label', { name })}
          title={t('admin.organizations.delete-title', { name })}
          description={t('admin.organizations.delete-description')}
          confirmation={{ label: t('admin.organizations.delete-confirm', { name }), expected: name }}
          mutation={remove}
        />
      </CardFooter>
    </Card>
  );
}
