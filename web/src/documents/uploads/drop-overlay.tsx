import { Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFileDrag, nextDragDepth } from './drag-depth';
import { filesOfDrop } from './dropped-files';
import { useIsDropZoneActive, useUploads } from './uploads-context';

/**
 * Files (and folders) dragged anywhere over the page: a full-screen 'Drop files here' overlay, and a drop imports them
 * into the organization of the URL. Outside an organization, a drop does nothing (and never makes the
 * browser leave the app to open the file). A drop zone of the page that takes the drop itself
 * (it calls preventDefault) wins, and the overlay steps aside while one is under the pointer.
 */
export function DropOverlay({ organizationId, organizationName }: { organizationId: string | undefined; organizationName?: string }) {
  const { addFiles } = useUploads();
  const isDropZoneActive = useIsDropZoneActive();
  const [depth, setDepth] = useState(0);

  const target = useRef({ organizationId, addFiles });
  useEffect(() => {
    target.current = { organizationId, addFiles };
  }, [organizationId, addFiles]);

  useEffect(() => {
    const onDragEnter = (event: DragEvent) => {
      if (isFileDrag(event.dataTransfer?.types)) setDepth((current) => nextDragDepth(current, 'enter'));
    };
    const onDragLeave = (event: DragEvent) => {
      if (isFileDrag(event.dataTransfer?.types)) setDepth((current) => nextDragDepth(current, 'leave'));
    };
    const onDragOver = (event: DragEvent) => {
      if (!isFileDrag(event.dataTransfer?.types) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = target.current.organizationId ? 'copy' : 'none';
    };
    const onDrop = (event: DragEvent) => {
      if (!isFileDrag(event.dataTransfer?.types)) return;
      setDepth((current) => nextDragDepth(current, 'drop'));
      if (event.defaultPrevented) return; // taken by a drop zone of the page
      event.preventDefault();
      const { organizationId: currentOrganizationId, addFiles: add } = target.current;
      if (!currentOrganizationId || !event.dataTransfer) return;
      void filesOfDrop(event.dataTransfer).then((files) => files.length > 0 && add(currentOrganizationId, files));
    };

    window.addEventListener('dragenter', onDragEnter);
    window.addEventListener('dragleave', onDragLeave);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onDragEnter);
      window.removeEventListener('dragleave', onDragLeave);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  // Safety net for a missed dragleave (a fast exit from the window): no mouse event fires during a drag.
  const isDragging = depth > 0;
  useEffect(() => {
    if (!isDragging) return;
    const reset = () => setDepth((current) => nextDragDepth(current, 'reset'));
    window.addEventListener('pointermove', reset);
    window.addEventListener('blur', reset);
    return () => {
      window.removeEventListener('pointermove', reset);
      window.removeEventListener('blur', reset);
    };
  }, [isDragging]);

  if (!isDragging || !organizationId || isDropZoneActive) return null;
  return <DropOverlayView organizationName={organizationName} />;
}

function DropOverlayView({ organizationName }: { organizationName?: string }) {
  const { t } = useTranslation();

  return (
    <div className="pointer-events-none fixed inset-0 z-[70] flex bg-background/85 p-3 backdrop-blur-sm sm:p-6" role="presentation">
      <div className="flex flex-1 flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed border-primary/60 bg-primary/5 px-6 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg">
          <Upload className="size-7" aria-hidden />
        </span>
        <div className="space-y-1" role="status">
          <p className="text-xl font-semibold tracking-tight sm:text-2xl">{t('uploads.drop-overlay.title')}</p>
          <p className="max-w-sm text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {organizationName
              ? t('uploads.drop-overlay.description', { name: organizationName })
              : t('uploads.drop-overlay.description-generic')}
          </p>
        </div>
      </div>
    </div>
  );
}
