import { FolderUp, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { useGlobalShortcut } from '@/ui/modal';
import { Tooltip } from '@/ui/tooltip';
import { IMPORT_KEY_SHORTCUTS, isImportShortcut } from '../search/shortcut';
import { useUploads } from './uploads-context';
import { useFilePicker } from '@/ui/use-file-picker';

/**
 * Top bar buttons: pick files (several at once), or a folder and every file below it, and import them
 * into the organization. Ctrl+O / Cmd+O picks files too, except in a field, whose keys are its own.
 */
export function ImportButton({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { addFiles } = useUploads();
  const onFiles = (files: File[]) => addFiles(organizationId, files);
  const filePicker = useFilePicker({ onFiles });
  const folderPicker = useFilePicker({ onFiles, isFolder: true });
  useGlobalShortcut(isImportShortcut, filePicker.openFilePicker, { ignoreWhileTyping: true });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-9 px-2.5 sm:px-3"
        aria-label={t('uploads.import-button.label')}
        aria-keyshortcuts={IMPORT_KEY_SHORTCUTS}
        onClick={filePicker.openFilePicker}
      >
        <Upload aria-hidden />
        <span className="hidden sm:inline">{t('uploads.import-button.text')}</span>
      </Button>
      <Tooltip content={t('uploads.import-folder')}>
        <Button variant="outline" size="icon" className="mr-1 size-9" aria-label={t('uploads.import-folder')} onClick={folderPicker.openFilePicker}>
          <FolderUp aria-hidden />
        </Button>
      </Tooltip>
      {filePicker.input}
      {folderPicker.input}
    </>
  );
}
