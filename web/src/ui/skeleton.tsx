import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A pulsing placeholder block for content that is loading; hidden from screen readers (say "loading" around it). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={cn('block animate-pulse rounded-md bg-muted', className)} />;
}

/** A loading item with an icon beside two lines of text (a name and its details). */
export function IconTextSkeleton({ iconClassName }: { iconClassName?: string }) {
  return (
    <div className="flex items-center gap-3">
      <Skeleton className={cn('size-9 shrink-0', iconClassName)} />
      <div className="min-w-0 flex-1 space-y-2">
        <Skeleton className="h-4 w-3/5 max-w-64" />
        <Skeleton className="h-3 w-2/5 max-w-40" />
      </div>
    </div>
  );
}

/** A loading list of cards, each holding `children` (the skeleton of one card's content). */
export function CardListSkeleton({ count = 3, children }: { count?: number; children: ReactNode }) {
  return (
    <div className="grid gap-4" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-xl border p-5">
          {children}
        </div>
      ))}
    </div>
  );
}

/** A loading list of cards that each start with a round icon beside a name, above a line of details (API keys, webhooks). */
export function IconCardListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <CardListSkeleton count={count}>
      <IconTextSkeleton iconClassName="rounded-full" />
      <Skeleton className="h-8 w-full rounded" />
    </CardListSkeleton>
  );
}
