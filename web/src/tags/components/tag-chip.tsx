import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { DocumentTag } from '@/api/types';
import { cn } from '@/lib/cn';
import { tagChipPath } from '../lib/tag-filter';

const chipClass = 'inline-flex h-6 max-w-full items-center gap-1.5 rounded-full border bg-background px-2 text-xs font-medium';

function ColorDot({ color }: { color: string }) {
  return <span className="size-2 shrink-0 rounded-full ring-1 ring-foreground/15" style={{ backgroundColor: color }} aria-hidden />;
}

/**
 * The tag's name, cut with an ellipsis past 12rem (a max-width in percent would not keep a table
 * cell from growing to the whole name) and whole in the accessible name and on hover.
 */
function ChipName({ name }: { name: string }) {
  return (
    <span className="max-w-48 truncate" title={name}>
      {name}
    </span>
  );
}

/** A tag as a small chip; a link to the documents that carry it (on the documents list, added to its filter). */
export function TagChipLink({ organizationId, tag, className }: { organizationId: string; tag: DocumentTag; className?: string }) {
  const location = useLocation();
  return (
    <Link
      to={tagChipPath(location, organizationId, tag.id)}
      className={cn(
        chipClass,
        'outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <ColorDot color={tag.color} />
      <ChipName name={tag.name} />
    </Link>
  );
}

type RemovableTagChipProps = {
  name: string;
  color?: string;
  /** Where the name links to (the tag's documents), if anywhere. */
  to?: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
  className?: string;
};

/** A tag chip with a remove button of 24×24 px, the least target size a pointer should have to hit (WCAG 2.5.8). */
export function RemovableTagChip({ name, color, to, removeLabel, onRemove, disabled, className }: RemovableTagChipProps) {
  const label = (
    <>
      {color && <ColorDot color={color} />}
      <ChipName name={name} />
    </>
  );
  return (
    <span className={cn(chipClass, 'h-7 gap-0 pr-0.5', to && 'pl-0', className)}>
      {to ? (
        <Link
          to={to}
          className="flex h-full min-w-0 items-center gap-1.5 rounded-l-full pl-2 pr-1 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {label}
        </Link>
      ) : (
        <span className="flex min-w-0 items-center gap-1.5 pr-1">{label}</span>
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={removeLabel}
        title={removeLabel}
        className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50"
      >
        <X className="size-3.5" aria-hidden />
      </button>
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
