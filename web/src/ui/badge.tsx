import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  neutral: 'border bg-muted/50 text-muted-foreground',
  success: 'border border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-400',
  muted: 'border border-dashed text-muted-foreground',
} as const;

/** A small rounded label: a state (a rule on or off), a setting, a count next to a title. */
export function Badge({ variant = 'neutral', className, ...props }: ComponentProps<'span'> & { variant?: keyof typeof VARIANTS }) {
  return <span className={cn('inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium [&_svg]:size-3', VARIANTS[variant], className)} {...props} />;
}
