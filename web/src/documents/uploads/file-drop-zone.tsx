import { useEffect, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { isFileDrag, nextDragDepth } from './drag-depth';
import { filesOfDrop } from './dropped-files';
import { useUploads } from './uploads-context';

type FileDropZoneProps = {
  /** Called with the dropped files (never with an empty list); type filtering is the caller's (see partitionByAccept). */
  onFiles: (files: File[]) => void;
  className?: string;
  /**
   * Off, the zone leaves dropped files to the page-wide drop and stays in the tree, so that what it
   * holds is not mounted again when it turns off (focus moved there would be lost).
   */
  isEnabled?: boolean;
  /** Content; gets whether files are dragged over the zone right now. */
  children: (state: { isDragOver: boolean }) => ReactNode;
};

/**
 * A part of the page that takes dropped files itself. While files are dragged over it, it highlights
 * (data-drag-over) and the full-screen overlay steps aside, so the user sees where the files go.
 */
export function FileDropZone({ onFiles, className, isEnabled = true, children }: FileDropZoneProps) {
  const { setDropZoneActive } = useUploads();
  const [depth, setDepth] = useState(0);
  const isDragOver = depth > 0;

  // While files are over the zone, the full-screen overlay steps aside (also if the zone goes away mid-drag).
  useEffect(() => {
    if (!isDragOver) return;
    setDropZoneActive(true);
    return () => setDropZoneActive(false);
  }, [isDragOver, setDropZoneActive]);

  // The drag may end elsewhere (dropped outside, cancelled with Escape) without a leave for this zone.
  useEffect(() => {
    if (!isDragOver) return;
    const reset = () => setDepth(0);
    window.addEventListener('drop', reset);
    window.addEventListener('dragend', reset);
    window.addEventListener('pointermove', reset);
    return () => {
      window.removeEventListener('drop', reset);
      window.removeEventListener('dragend', reset);
      window.removeEventListener('pointermove', reset);
    };
  }, [isDragOver]);

  const isFiles = (event: DragEvent) => isEnabled && isFileDrag(event.dataTransfer.types);

  return (
    <div
      className={cn(className)}
      data-drag-over={isDragOver || undefined}
      onDragEnter={(event) => isFiles(event) && setDepth((current) => nextDragDepth(current, 'enter'))}
      onDragLeave={(event) => isFiles(event) && setDepth((current) => nextDragDepth(current, 'leave'))}
      onDragOver={(event) => {
        if (!isFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDrop={(event) => {
        if (!isFiles(event)) return;
        // Taken here: the page-wide drop handler sees defaultPrevented and leaves these files alone.
        event.preventDefault();
        setDepth((current) => nextDragDepth(current, 'drop'));
        void filesOfDrop(event.dataTransfer).then((files) => files.length > 0 && onFiles(files));
      }}
    >
      {children({ isDragOver })}
    </div>
  );
}
