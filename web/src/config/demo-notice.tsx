import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/ui/alert';
import { useConfig } from './config-provider';

/** On a page whose records the demo keeps but never uses (keys, webhooks, addresses, rules): says so, in the demo only. */
export function DemoNotice({ description }: { description: string }) {
  const { t } = useTranslation();
  const { isDemoMode } = useConfig();
  if (!isDemoMode) return null;
  return (
    <Alert className="mb-6">
      <FlaskConical aria-hidden />
      <AlertTitle>{t('demo.notice-title')}</AlertTitle>
      <AlertDescription>{description}</AlertDescription>
    </Alert>
  );
}
