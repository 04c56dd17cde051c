import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-formatters';

/** One labelled value of a card's details (a `<dl>`): "Created" over "Jan 5, 2025". */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0 space-y-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** A day ("Jan 5, 2025"), with the time too in its title. */
export function DateValue({ value }: { value: Date }) {
  const { formatDate, formatDateTime, toIsoString } = useFormatters();
  return (
    <time dateTime={toIsoString(value)} title={formatDateTime(value)}>
      {formatDate(value)}
    </time>
  );
}
