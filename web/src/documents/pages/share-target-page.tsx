import { FileText, Share2, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatBytes } from '@/lib/format-bytes';
import { getStoredCurrentOrganizationId } from '@/organizations/current-organization-storage';
import { useOrganizations } from '@/organizations/organizations.queries';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { PageContainer, PageHeader } from '@/ui/page';
import { LoadingState } from '@/ui/spinner';
import { clearSharedFiles, readSharedFiles } from '../uploads/shared-files';
import { useUploads } from '../uploads/uploads-context';

/**
 * `/share-target`: where a PDF or a photo shared to the installed app from another app lands (the
 * service worker kept the files). One tap uploads them to an organization, the last one used first,
 * through the normal upload: its limits, its panel, then processing.
 */
export function ShareTargetPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { addFiles } = useUploads();
  const organizations = useOrganizations();
  const [files, setFiles] = useState<File[]>();

  useEffect(() => {
    void readSharedFiles().then(setFiles, () => setFiles([]));
  }, []);

  if (files === undefined || organizations.isPending) return <LoadingState className="min-h-[60vh]" />;
  if (organizations.isError) {
    return (
      <PageContainer className="max-w-xl">
        <LoadErrorAlert
          title={t('share-target.load-failed')}
          error={organizations.error}
          onRetry={() => void organizations.refetch()}
          isRetrying={organizations.isRefetching}
        />
      </PageContainer>
    );
  }
  if (files.length === 0) {
    return (
      <PageContainer className="max-w-xl">
        <EmptyState
          icon={Share2}
          title={t('share-target.empty.title')}
          description={t('share-target.empty.description')}
          actions={
            <Button asChild variant="secondary">
              <Link to="/">{t('share-target.empty.home')}</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const lastUsedId = getStoredCurrentOrganizationId();
  const choices = [...organizations.data.organizations].sort((a, b) => Number(b.id === lastUsedId) - Number(a.id === lastUsedId));
  const uploadTo = async (organizationId: string) => {
    addFiles(organizationId, files);
    await clearSharedFiles();
    await navigate(`/organizations/${organizationId}/documents`);
  };

  return (
    <PageContainer className="max-w-xl">
      <PageHeader title={t('share-target.title', { count: files.length })} description={t('share-target.description')} />
      <ul aria-label={t('share-target.files')} className="mb-6 divide-y rounded-md border">
        {files.map((file, index) => (
          <li key={index} className="flex items-center gap-3 px-3 py-2.5 text-sm">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
            <span className="text-muted-foreground">{formatBytes(file.size, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <h2 className="mb-2 text-sm font-medium">{t('share-target.upload-to')}</h2>
      <div className="grid gap-2">
        {choices.length === 0 && (
          <Button asChild variant="secondary">
            <Link to="/organizations/create">{t('share-target.create-organization')}</Link>
          </Button>
        )}
        {choices.map((organization, index) => (
          <Button
            key={organization.id}
            variant={index === 0 ? 'default' : 'outline'}
            className="h-auto justify-start py-3"
            onClick={() => void uploadTo(organization.id)}
          >
            <Upload aria-hidden />
            {organization.name}
          </Button>
        ))}
      </div>
    </PageContainer>
  );
}
