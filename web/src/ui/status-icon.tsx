import { CircleAlert, CircleCheck, CopyCheck, Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

const STATUS_ICONS = {
  working: { Icon: Loader2, className: 'animate-spin text-muted-foreground' },
  success: { Icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  error: { Icon: CircleAlert, className: 'text-destructive' },
  // Nothing done, nothing wrong: it was there already.
  duplicate: { Icon: CopyCheck, className: 'text-muted-foreground' },
} as const;

export type Status = keyof typeof STATUS_ICONS;

/**
 * The state of a task that takes a while (an upload, a rule run): a spinner while it works, then a
 * green check or a red alert. Decorative: say the state in words next to it.
 */
export function StatusIcon({ status, className }: { status: Status; className?: string }) {
  const { Icon, className: tone } = STATUS_ICONS[status];
  return <Icon className={cn('size-4 shrink-0', tone, className)} aria-hidden />;
}
