import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from './button';

type MoveButtonsProps = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** Screen readers' names of the buttons, with the item's name ("Move Invoices up"). */
  upLabel: string;
  downLabel: string;
  disabled?: boolean;
};

/** Move up and move down: the keyboard's way to reorder a list that the pointer drags. */
export function MoveButtons({ index, count, onMove, upLabel, downLabel, disabled }: MoveButtonsProps) {
  return (
    <span className="flex shrink-0 gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={upLabel}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={downLabel}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </span>
  );
}
