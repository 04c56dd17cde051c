import * as RadioGroup from 'radix-ui/radio-group';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

type RadioCardOption<Value extends string> = { value: Value; label: ReactNode; description: ReactNode };

type RadioCardsProps<Value extends string> = {
  ref?: Ref<HTMLDivElement>;
  value: Value;
  onValueChange: (value: Value) => void;
  options: readonly RadioCardOption<Value>[];
  'aria-labelledby': string;
  className?: string;
};

/** A choice of one among a few options, each a bordered card with a label and a description; arrow keys move between them. */
export function RadioCards<Value extends string>({ ref, value, onValueChange, options, className, ...props }: RadioCardsProps<Value>) {
  return (
    <RadioGroup.Root
      ref={ref}
      aria-labelledby={props['aria-labelledby']}
      value={value}
      onValueChange={(next) => onValueChange(next as Value)}
      className={cn('grid gap-2 sm:grid-cols-2', className)}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
        >
          <RadioGroup.Item
            value={option.value}
            className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-input shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:border-primary"
          >
            <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
          </RadioGroup.Item>
          <span className="space-y-0.5">
            <span className="block font-medium">{option.label}</span>
            <span className="block text-muted-foreground">{option.description}</span>
          </span>
        </label>
      ))}
    </RadioGroup.Root>
  );
}
