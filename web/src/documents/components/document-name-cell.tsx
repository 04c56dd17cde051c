import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Document } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { IconTextSkeleton } from '@/ui/skeleton';
import { TableCell } from '@/ui/table';
import { documentPath } from '../documents.paths';
import { DocumentThumbnail } from './document-thumbnail';

type DocumentNameCellProps = { organizationId: string; document: Document; typeLabel: string; meta?: ReactNode; children?: ReactNode };

/**
 * The first cell of a documents table: thumbnail (or type icon), name linking to the details, then
 * size and `typeLabel` (fileTypeLabel: the table translates it, not each of its rows); `meta` adds
 * to that line, `children` go below it.
 */
export function DocumentNameCell({ organizationId, document, typeLabel, meta, children }: DocumentNameCellProps) {
  const { formatSize } = useFormatters();
  return (
    <div className="flex items-center gap-3">
      <DocumentThumbnail organizationId={organizationId} document={document} />
      <div className="min-w-0 flex-1">
        <Link
          to={documentPath(organizationId, document.id)}
          title={document.name}
          className="block truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {document.name}
        </Link>
        <p className="mt-0.5 flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          <span className="whitespace-nowrap">{formatSize(document.originalSize)}</span>
          <span aria-hidden>·</span>
          <span className="whitespace-nowrap">{typeLabel}</span>
          {meta}
        </p>
        {children}
      </div>
    </div>
  );
}

/** A document that is loading, shaped like DocumentNameCell's content: icon, name, details. */
export function DocumentNameSkeleton() {
  return <IconTextSkeleton />;
}

/** The first cell of a loading row, shaped like DocumentNameCell. */
export function DocumentNameCellSkeleton() {
  return (
    <TableCell className="w-full max-w-0">
      <DocumentNameSkeleton />
    </TableCell>
  );
}
