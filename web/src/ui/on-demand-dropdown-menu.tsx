import {
  cloneElement,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

type TriggerProps = { onPointerDown?: (event: PointerEvent) => void; onKeyDown?: (event: KeyboardEvent) => void };

/**
 * A dropdown menu for each row of a long table: until first opened, only its trigger is drawn, as
 * a menu's Radix parts cost more to mount than the rest of the row (half of a 100-row table's
 * longest task). The first pointer press or Enter, Space or Down arrow mounts them, open; the
 * menu then behaves as any other (focus inside, back on the trigger when it closes).
 */
export function OnDemandDropdownMenu({
  trigger,
  children,
  ...contentProps
}: { trigger: ReactElement<TriggerProps>; children: ReactNode } & ComponentProps<typeof DropdownMenuContent>) {
  const [isOpen, setIsOpen] = useState(false);
  const isMounted = useHasBeenTrue(isOpen);

  if (!isMounted) {
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerDown: (event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        setIsOpen(true);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setIsOpen(true);
      },
    } as TriggerProps);
  }
  return (
    <DropdownMenu open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent {...contentProps}>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
