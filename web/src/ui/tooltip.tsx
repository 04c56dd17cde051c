import * as TooltipPrimitive from 'radix-ui/tooltip';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Spec timings: open after 700 ms, skip the delay for 300 ms after one closes. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

const TooltipRoot = TooltipPrimitive.Root;
const TooltipTrigger = TooltipPrimitive.Trigger;

function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-[calc(100vw-1rem)] rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md [overflow-wrap:anywhere]',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** A tooltip around one trigger element, the common case. */
export function Tooltip({
  content,
  children,
  side,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  return (
    <TooltipRoot>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </TooltipRoot>
  );
}
