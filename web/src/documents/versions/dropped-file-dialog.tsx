import { FilePlus2, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

type DroppedFileDialogProps = {
  /** The file dropped on the document's page; the dialog is closed while it is null. */
  file: File | null;
  onNewVersion: (file: File) => void;
  onNewDocument: (file: File) => void;
  onClose: () => void;
};

/** A file dropped on a document's page: a new version of this document, or a new document of its own. */
export function DroppedFileDialog({ file, onNewVersion, onNewDocument, onClose }: DroppedFileDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('documents.versions.drop.title')}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {t('documents.versions.drop.description', { name: file?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => file && onNewDocument(file)}>
            <FilePlus2 aria-hidden />
            {t('documents.versions.drop.new-document')}
          </Button>
          <Button onClick={() => file && onNewVersion(file)}>
            <History aria-hidden />
            {t('documents.versions.drop.new-version')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
