import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A plain <input type="checkbox">, in the theme's colour: for lists with one per row, where the
 * Radix checkbox (a button, a hidden input and their state, per row) would weigh on the first paint.
 * `indeterminate` draws the mixed state ("some of the page").
 */
export function NativeCheckbox({
  className,
  indeterminate = false,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded-[4px] accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
