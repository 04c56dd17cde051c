import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentOrganization } from '@/lib/current-organization';
import { RequireSettingsAccess } from '@/lib/require-settings-access';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { ShareLinkList } from '@/share-links/components/share-link-list';
import { useOrganizationShareLinks } from '@/share-links/share-links.queries';
import { documentPath } from '../documents.paths';

/** Every share link of the organization, for its admins: whose, until when, how often opened; each revocable. */
export function SharedLinksPage() {
  return (
    <RequireSettingsAccess action="share-links:moderate">
      <SharedLinks />
    </RequireSettingsAccess>
  );
}

function SharedLinks() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const links = useOrganizationShareLinks(organization.id);

  return (
    <PageContainer>
      <PageHeader title={t('share-links.page.title')} description={t('share-links.page.description')} />
      {links.isPending ? (
        <Skeleton className="h-24" />
      ) : links.isError ? (
        <LoadErrorAlert
          title={t('share-links.page.error')}
          error={links.error}
          onRetry={() => void links.refetch()}
          isRetrying={links.isRefetching}
        />
      ) : links.data.shareLinks.length === 0 ? (
        <EmptyState icon={Link2} title={t('share-links.page.empty.title')} description={t('share-links.page.empty.description')} />
      ) : (
        <ShareLinkList
          organizationId={organization.id}
          links={links.data.shareLinks}
          label={t('share-links.page.title')}
          documentOf={(link) => (
            <Link
              to={documentPath(organization.id, link.documentId)}
              className="min-w-0 max-w-64 truncate font-medium underline-offset-4 hover:underline"
            >
              {link.documentName}
            </Link>
          )}
        />
      )}
    </PageContainer>
  );
}
