import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { useUploads } from './uploads-context';
import { useFilePicker } from './use-file-picker';

/** Top bar button: picks files (several at once) and imports them into the organization. */
export function ImportButton({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { addFiles } = useUploads();
  const { openFilePicker, input } = useFilePicker({ onFiles: (files) => addFiles(organizationId, files) });

  return (
    <>
      <Button variant="outline" size="sm" className="mr-1 h-9 px-2.5 sm:px-3" aria-label={t('uploads.import-button.label')} onClick={openFilePicker}>
        <Upload aria-hidden />
        <span className="hidden sm:inline">{t('uploads.import-button.text')}</span>
      </Button>
      {input}
    </>
  );
}
