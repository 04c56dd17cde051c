import { CircleCheck, CircleOff, Clock, Eye, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { ShareLink } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';
import { useShareLinkMutations } from '../share-links.queries';

const STATUS_LOOK: Record<ShareLink['status'], { tone: StatusTone; icon: typeof CircleCheck }> = {
  active: { tone: 'success', icon: CircleCheck },
  expired: { tone: 'neutral', icon: Clock },
  revoked: { tone: 'neutral', icon: CircleOff },
};

type ShareLinkListProps = {
  organizationId: string;
  links: ShareLink[];
  label: string;
  /** The document of each link, on a list of several documents' links. */
  documentOf?: (link: ShareLink) => ReactNode;
};

/** Links with who made them, until when, how often opened; their creator (or an admin) revokes an active one. */
export function ShareLinkList({ organizationId, links, label, documentOf }: ShareLinkListProps) {
  const { t } = useTranslation();
  const { formatDate, formatDateTime } = useFormatters();
  const { membership } = useCurrentOrganization();
  const canModerate = useCan('share-links:moderate');
  const { revoke } = useShareLinkMutations(organizationId);

  const revokeLink = (link: ShareLink) =>
    revoke.mutate(
      { documentId: link.documentId, shareLinkId: link.id },
      {
        onSuccess: () => toast.success(t('share-links.list.revoked')),
        onError: (error) => toast.error(t('share-links.list.revoke-error'), { description: errorMessage(error, t) }),
      },
    );

  return (
    <ul className="divide-y rounded-md border" aria-label={label}>
      {links.map((link) => {
        const { tone, icon } = STATUS_LOOK[link.status];
        const canRevoke = link.status === 'active' && (link.createdBy?.id === membership.user.id || canModerate);
        return (
          <li key={link.id} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2.5 text-sm">
            <StatusBadge tone={tone} icon={icon}>
              {t(`share-links.status.${link.status}`)}
            </StatusBadge>
            {documentOf?.(link)}
            <span className="text-muted-foreground">
              {t('share-links.list.created', {
                name: link.createdBy?.name ?? t('share-links.list.former-member'),
                date: formatDate(link.createdAt),
              })}
            </span>
            <span>
              {link.expiresAt ? t('share-links.list.expires', { date: formatDate(link.expiresAt) }) : t('share-links.list.never-expires')}
            </span>
            <span className="flex items-center gap-1">
              <Eye className="size-3.5 text-muted-foreground" aria-hidden />
              {t('share-links.list.views', { count: link.viewsCount })}
              {link.lastViewedAt && (
                <span className="text-muted-foreground">
                  ({t('share-links.list.last-viewed', { date: formatDateTime(link.lastViewedAt) })})
                </span>
              )}
            </span>
            {link.hasPassword && (
              <span className="flex items-center gap-1 text-muted-foreground">
                <Lock className="size-3.5" aria-hidden />
                {t('share-links.list.password')}
              </span>
            )}
            {!link.allowDownload && <span className="text-muted-foreground">{t('share-links.list.view-only')}</span>}
            {canRevoke && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={t('share-links.list.revoke-label', { date: formatDateTime(link.createdAt) })}
                isLoading={revoke.isPending && revoke.variables?.shareLinkId === link.id}
                onClick={() => revokeLink(link)}
              >
                {t('share-links.list.revoke')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
