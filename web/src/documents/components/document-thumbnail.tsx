import { type ReactElement, useState } from 'react';
import type { Document } from '@/api/types';
import { cn } from '@/lib/cn';
import { useThumbnailUrl } from '../lib/use-file-url';
import { FileIcon } from './file-icon';

type DocumentThumbnailProps = {
  organizationId: string;
  document: Pick<Document, 'id' | 'mimeType' | 'thumbnailCreatedAt'>;
  /** The box, the same for the image and the icon: a thumbnail that arrives never moves the layout. */
  className?: string;
  iconClassName?: string;
};

/**
 * The first page of a document, small, where the server made one (PDFs and images); its type icon
 * otherwise, and when the image does not load. Decorative (alt=""): the name is always beside it.
 */
export function DocumentThumbnail({ organizationId, document, className, iconClassName }: DocumentThumbnailProps) {
  const icon = <FileIcon mimeType={document.mimeType} className={className} iconClassName={iconClassName} />;
  // No query for a document without a thumbnail: a page of 100 text documents once built 100 of them.
  if (document.thumbnailCreatedAt === null) return icon;
  return (
    <ThumbnailImage
      organizationId={organizationId}
      documentId={document.id}
      thumbnailCreatedAt={document.thumbnailCreatedAt}
      className={className}
      icon={icon}
    />
  );
}

function ThumbnailImage({
  organizationId,
  documentId,
  thumbnailCreatedAt,
  className,
  icon,
}: {
  organizationId: string;
  documentId: string;
  thumbnailCreatedAt: Date;
  className?: string;
  icon: ReactElement;
}) {
  // The URL that failed, not a flag: a newer thumbnail (another URL) gets its chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = useThumbnailUrl(organizationId, documentId, thumbnailCreatedAt);

  if (url === undefined || url === failedUrl) return icon;
  return (
    <span className={cn('flex size-9 shrink-0 overflow-hidden rounded-md border bg-muted/60', className)}>
      <img
        src={url}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(url)}
        className="size-full object-cover object-top"
      />
    </span>
  );
}
