import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocumentTag } from '@/api/types';
import { cn } from '@/lib/cn';
import { tagFilterPath } from '../lib/tag-filter';

const chipClass = 'inline-flex h-6 max-w-full items-center gap-1.5 rounded-full border bg-background px-2 text-xs font-medium';

function ColorDot({ color }: { color: string }) {
  return <span className="size-2 shrink-0 rounded-full ring-1 ring-foreground/15" style={{ backgroundColor: color }} aria-hidden />;
}

/** A tag as a small chip; a link to the documents that carry it. */
export function TagChipLink({ organizationId, tag, className }: { organizationId: string; tag: DocumentTag; className?: string }) {
  return (
    <Link
      to={tagFilterPath(organizationId, tag.id)}
      className={cn(chipClass, 'outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
    >
      <ColorDot color={tag.color} />
      <span className="truncate">{tag.name}</span>
    </Link>
  );
}

/** A tag chip with trailing content (e.g. a remove button). */
export function TagChip({ name, color, children, className }: { name: string; color?: string; children?: ReactNode; className?: string }) {
  return (
    <span className={cn(chipClass, children ? 'pr-1' : undefined, className)}>
      {color && <ColorDot color={color} />}
      <span className="truncate">{name}</span>
      {children}
    </span>
  );
}

/** The tags of a document as chip links; nothing when it has none. */
export function DocumentTagList({ organizationId, tags, className }: { organizationId: string; tags: DocumentTag[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1', className)}>
      {tags.map((tag) => (
        <li key={tag.id} className="min-w-0">
          <TagChipLink organizationId={organizationId} tag={tag} />
        </li>
      ))}
    </ul>
  );
}
