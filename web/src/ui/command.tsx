import { Command as CommandPrimitive } from 'cmdk';
import { Search } from 'lucide-react';
import * as DialogPrimitive from 'radix-ui/dialog';
import { useCallback, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { MODAL_CONTENT_PROPS, useCloseOnNavigation, useReturnFocus } from './modal';

/** shadcn-style wrappers around cmdk: a keyboard-driven list of commands with an input. */
export function Command({ className, ...props }: ComponentProps<typeof CommandPrimitive>) {
  return (
    <CommandPrimitive
      className={cn('flex h-full w-full flex-col overflow-hidden rounded-md bg-popover text-popover-foreground', className)}
      {...props}
    />
  );
}

type CommandDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read by screen readers only. */
  title: string;
  description: string;
  className?: string;
  /** Runs as the dialog closes, before the focus goes back to its opener: preventing it keeps the focus where it is. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/**
 * A modal dialog near the top of the screen holding a <Command>. Its content unmounts when closed, so
 * state inside (the typed query) starts over on every opening; it closes when the route changes.
 */
export function CommandDialog({ open, onOpenChange, title, description, className, onCloseAutoFocus, children }: CommandDialogProps) {
  useCloseOnNavigation(
    open,
    useCallback(() => onOpenChange(false), [onOpenChange]),
  );
  const autoFocusHandlers = useReturnFocus({ onCloseAutoFocus });
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <DialogPrimitive.Content
          className={cn(
            'fixed left-1/2 top-[10vh] z-50 w-full max-w-[calc(100%-2rem)] -translate-x-1/2 overflow-hidden rounded-lg border bg-popover p-0 shadow-lg sm:top-[15vh] sm:max-w-xl',
            className,
          )}
          {...MODAL_CONTENT_PROPS}
          {...autoFocusHandlers}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The query input, with a search icon on the left and an optional slot on the right (a spinner…). */
export function CommandInput({
  className,
  wrapperClassName,
  end,
  ...props
}: ComponentProps<typeof CommandPrimitive.Input> & { wrapperClassName?: string; end?: ReactNode }) {
  return (
    <div className={cn('flex h-12 items-center gap-2 border-b px-3', wrapperClassName)} cmdk-input-wrapper="">
      <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <CommandPrimitive.Input
        className={cn(
          'flex h-full w-full min-w-0 bg-transparent py-3 text-base outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm',
          className,
        )}
        {...props}
      />
      {end}
    </div>
  );
}

/** `label` names the list for screen readers; it is required so that cmdk's English default ("Suggestions") never shows through. */
export function CommandList({ className, ...props }: ComponentProps<typeof CommandPrimitive.List> & { label: string }) {
  return (
    <CommandPrimitive.List
      className={cn('max-h-[min(26rem,60vh)] scroll-py-1 overflow-y-auto overflow-x-hidden overscroll-contain', className)}
      {...props}
    />
  );
}

/**
 * A loading line inside the list: `label` for screen readers, `children` (a spinner…) drawn. Not cmdk's
 * Loading, whose role="progressbar" a listbox may not hold (axe: aria-required-children).
 */
export function CommandLoading({ label, className, children }: { label: string; className?: string; children?: ReactNode }) {
  return (
    <div className={cn('px-2 py-3 text-sm text-muted-foreground', className)}>
      <div aria-hidden>{children}</div>
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function CommandGroup({ className, ...props }: ComponentProps<typeof CommandPrimitive.Group>) {
  return (
    <CommandPrimitive.Group
      className={cn(
        'overflow-hidden p-1 text-foreground [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A line between groups, hidden from screen readers: cmdk gives it role="separator", which a listbox may
 * not hold (axe: aria-required-children), and the groups' names already divide the list.
 */
export function CommandSeparator({ className, ...props }: ComponentProps<typeof CommandPrimitive.Separator>) {
  return <CommandPrimitive.Separator aria-hidden className={cn('-mx-1 h-px bg-border', className)} {...props} />;
}

export function CommandItem({ className, ...props }: ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      className={cn(
        "relative flex cursor-pointer select-none items-center gap-3 rounded-sm px-2 py-2 text-sm outline-hidden data-[disabled=true]:pointer-events-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground data-[disabled=true]:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}
