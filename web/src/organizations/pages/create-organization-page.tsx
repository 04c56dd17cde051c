import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { PageCard } from '@/ui/card';
import { PageContainer } from '@/ui/page';
import { CreateOrganizationForm } from '../components/create-organization-form';

export function CreateOrganizationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the user came from; opened directly (no history in the app), to the list.
  const goBack = () => (location.key === 'default' ? navigate('/organizations') : navigate(-1));

  return (
    <PageContainer className="max-w-xl">
      <Button variant="ghost" size="sm" className="-ml-2 mb-6 text-muted-foreground" onClick={() => void goBack()}>
        <ArrowLeft aria-hidden />
        {t('common.back')}
      </Button>
      <PageCard title={t('organizations.create.title')} description={t('organizations.create.description')}>
        <CreateOrganizationForm submitLabel={t('organizations.create.submit')} />
      </PageCard>
    </PageContainer>
  );
}
