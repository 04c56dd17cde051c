import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-formatters';
import { Tooltip } from './tooltip';

/** "3 hours ago", with the exact date and time in a tooltip. */
export function RelativeTime({ date, className }: { date: Date | string; className?: string }) {
  const { formatRelativeTime, formatDateTime, toIsoString } = useFormatters();
  const exact = formatDateTime(date);
  return (
    <Tooltip content={exact}>
      <time dateTime={toIsoString(date)} className={cn('cursor-default', className)} aria-label={exact}>
        {formatRelativeTime(date)}
      </time>
    </Tooltip>
  );
}
