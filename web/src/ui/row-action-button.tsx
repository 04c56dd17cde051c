import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Tooltip } from './tooltip';

type RowActionButtonProps = {
  /** What the tooltip says: the action's short name. */
  tooltip: string;
  /** What a screen reader hears: the action and what it acts on. */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  isDestructive?: boolean;
  isLoading?: boolean;
  disabled?: boolean;
};

/** An icon button of a table row, with its tooltip; destructive ones in red. */
export function RowActionButton({
  tooltip,
  label,
  icon: Icon,
  onClick,
  isDestructive = false,
  isLoading = false,
  disabled = false,
}: RowActionButtonProps) {
  return (
    <Tooltip content={tooltip}>
      <Button
        variant="ghost"
        size="icon"
        className={cn('size-8', isDestructive && 'text-destructive hover:bg-destructive/10 hover:text-destructive')}
        aria-label={label}
        isLoading={isLoading}
        disabled={disabled}
        onClick={onClick}
      >
        {!isLoading && <Icon aria-hidden />}
      </Button>
    </Tooltip>
  );
}
