import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_TAG_COLOR, getReadableTextColor, normalizeHexColor } from '../lib/color';

/** A tag filled with its colour, its name written in black or white, whichever reads better. */
export function TagBadge({
  name,
  color,
  className,
  ...props
}: { name: string; color: string } & Omit<ComponentProps<'span'>, 'color' | 'children'>) {
  const background = normalizeHexColor(color) ?? DEFAULT_TAG_COLOR;
  return (
    <span
      className={cn(
        'inline-flex h-6 max-w-full items-center rounded-full px-2.5 text-xs font-medium ring-1 ring-inset ring-foreground/15',
        className,
      )}
      style={{ backgroundColor: background, color: getReadableTextColor(background) }}
      {...props}
    >
      <span className="truncate">{name}</span>
    </span>
  );
}
