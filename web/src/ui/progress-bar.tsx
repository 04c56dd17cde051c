import * as Progress from 'radix-ui/progress';
import { cn } from '@/lib/cn';

/** A determinate progress bar, 0–100, named for assistive technology. */
export function ProgressBar({
  percent,
  label,
  valueLabel,
  isDone = false,
  className,
}: {
  percent: number;
  label: string;
  valueLabel: (percent: number) => string;
  isDone?: boolean;
  className?: string;
}) {
  return (
    <Progress.Root
      value={percent}
      max={100}
      getValueLabel={valueLabel}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <Progress.Indicator
        className={cn('h-full rounded-full transition-[width] duration-500', isDone ? 'bg-emerald-500' : 'bg-primary')}
        style={{ width: `${percent}%` }}
      />
    </Progress.Root>
  );
}
