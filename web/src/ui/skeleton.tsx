import { cn } from '@/lib/cn';

/** A pulsing placeholder block for content that is loading; hidden from screen readers (say "loading" around it). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={cn('block animate-pulse rounded-md bg-muted', className)} />;
}
