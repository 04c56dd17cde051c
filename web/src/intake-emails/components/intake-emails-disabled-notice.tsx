import { BookOpen, MailX } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useConfig } from '@/config/config-provider';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { intakeEmailsDocumentationUrl } from '../lib/documentation';

/** The server has intake emails off: what turns them on, and where that is explained. */
export function IntakeEmailsDisabledNotice() {
  const { t } = useTranslation();
  const documentationUrl = intakeEmailsDocumentationUrl(useConfig().links.repositoryUrl);
  return (
    <EmptyState
      icon={MailX}
      title={t('intake-emails.disabled.title')}
      description={<Trans i18nKey="intake-emails.disabled.description" components={{ setting: <code className="font-mono text-xs" /> }} />}
      actions={
        documentationUrl && (
          <Button asChild variant="outline">
            <a href={documentationUrl} target="_blank" rel="noreferrer">
              <BookOpen aria-hidden />
              {t('intake-emails.disabled.documentation')}
            </a>
          </Button>
        )
      }
    />
  );
}
