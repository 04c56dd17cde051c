import { cn } from '@/lib/cn';

/** The number of invitations waiting for an answer, on the user icon and beside the Invitations links. */
export function PendingCountBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      data-testid="pending-invitations-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold tabular-nums text-primary-foreground',
        className,
      )}
    >
      {count}
    </span>
  );
}
