import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A small rounded label: a setting, a count next to a title. */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border bg-muted/50 px-2 py-0.5 text-xs font-medium text-muted-foreground [&_svg]:size-3',
        className,
      )}
      {...props}
    />
  );
}
