import { Camera, FolderUp, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { useGlobalShortcut } from '@/ui/modal';
import { Tooltip } from '@/ui/tooltip';
import { IMPORT_KEY_SHORTCUTS, isImportShortcut } from '../search/shortcut';
import { useUploads } from './uploads-context';
import { useFilePicker } from '@/ui/use-file-picker';
import { useMediaQuery } from '@/lib/use-media-query';

const TOUCH_SCREEN = '(pointer: coarse)';

/**
 * Top bar buttons: pick files (several at once), or a folder and every file below it, and import them
 * into the organization; on a phone or tablet, a photo of a paper from the camera in place of the
 * folder. Ctrl+O / Cmd+O picks files too, except in a field, whose keys are its own.
 */
export function ImportButton({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { addFiles } = useUploads();
  const onFiles = (files: File[]) => addFiles(organizationId, files);
  const filePicker = useFilePicker({ onFiles });
  const folderPicker = useFilePicker({ onFiles, isFolder: true });
  const cameraPicker = useFilePicker({ onFiles, multiple: false, accept: 'image/*', capture: 'environment' });
  const hasCamera = useMediaQuery(TOUCH_SCREEN);
  const secondPicker = hasCamera
    ? { picker: cameraPicker, label: t('uploads.take-photo'), Icon: Camera }
    : { picker: folderPicker, label: t('uploads.import-folder'), Icon: FolderUp };
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
      <Tooltip content={secondPicker.label}>
        <Button
          variant="outline"
          size="icon"
          className="mr-1 size-9"
          aria-label={secondPicker.label}
          onClick={secondPicker.picker.openFilePicker}
        >
          <secondPicker.Icon aria-hidden />
        </Button>
      </Tooltip>
      {filePicker.input}
      {secondPicker.picker.input}
    </>
  );
}
