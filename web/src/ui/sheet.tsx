import * as SheetPrimitive from 'radix-ui/dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { MODAL_CONTENT_PROPS, useReturnFocus } from './modal';

/** A panel that slides in from the left: the side navigation on small screens. */
export const Sheet = SheetPrimitive.Root;
export const SheetTitle = SheetPrimitive.Title;

export function SheetContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content>) {
  const autoFocusHandlers = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <SheetPrimitive.Content
        aria-describedby={undefined}
        className={cn('fixed inset-y-0 left-0 z-50 flex h-full w-[350px] max-w-[85vw] flex-col border-r bg-sidebar shadow-lg', className)}
        {...MODAL_CONTENT_PROPS}
        {...autoFocusHandlers}
        {...props}
      >
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
