import type { TFunction } from 'i18next';
import { cn } from '@/lib/cn';
import { getFileTypeInfo } from '../lib/file-types';

/** The icon of a file's type in a soft rounded square. */
export function FileIcon({ mimeType, className, iconClassName }: { mimeType: string; className?: string; iconClassName?: string }) {
  const { icon: Icon } = getFileTypeInfo(mimeType);
  return (
    <span
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-md border bg-muted/60 text-muted-foreground', className)}
      aria-hidden
    >
      <Icon className={cn('size-4', iconClassName)} />
    </span>
  );
}

/** The short, translated label of a file's type: "PDF", "Word", "Image"… */
export const fileTypeLabel = (t: TFunction, mimeType: string) => t(`documents.file-types.${getFileTypeInfo(mimeType).kind}`);
