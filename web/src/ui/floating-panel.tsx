import { useEffect, useRef, type ComponentProps, type RefObject } from 'react';
import { cn } from '@/lib/cn';

/**
 * The panels of the bottom-right corner, from the bottom up: each sits above the ones below it, so no
 * panel ever covers another. Each custom property holds its panel's height and the gap under it.
 */
const PANEL_STACK = ['--upload-panel-height', '--demo-popup-height', '--bulk-jobs-panel-height'] as const;
type PanelVariable = (typeof PANEL_STACK)[number];

/** The gap between the screen's edge and the first panel, and between two panels. */
const PANEL_GAP_PX = 12;

/** The room the page keeps below its content: all the panels'. */
export const panelsHeight = `calc(${PANEL_STACK.map((variable) => `var(${variable}, 0px)`).join(' + ')})`;

/** A panel's `bottom`: above every panel open below it. */
const panelBottom = (variable: PanelVariable) =>
  `calc(${PANEL_STACK.slice(0, PANEL_STACK.indexOf(variable))
    .map((below) => `var(${below}, 0px) + `)
    .join('')}${PANEL_GAP_PX}px)`;

/**
 * A panel of the bottom-right corner, in its place of the stack: a card (or, with `isCard` false, a
 * bare box for a small indicator). While it is on screen the page keeps room for it below its
 * content, so whatever sits under it (the last rows of a table, a form's submit button) can be
 * scrolled out from under it, and the panels above it move up. `measureKey` measures it again when it
 * changes what it draws.
 */
export function FloatingPanel({
  variable,
  measureKey,
  isCard = true,
  className,
  ...props
}: Omit<ComponentProps<'section'>, 'ref' | 'style'> & { variable: PanelVariable; measureKey?: unknown; isCard?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useReservedBottomSpace(ref, variable, measureKey);
  return (
    <section
      ref={ref}
      className={cn(
        'fixed right-3 z-40 sm:right-4',
        isCard && 'left-3 rounded-xl border bg-popover text-popover-foreground shadow-xl sm:left-auto sm:w-[400px]',
        className,
      )}
      style={{ bottom: panelBottom(variable) }}
      {...props}
    />
  );
}

function useReservedBottomSpace(panelRef: RefObject<HTMLElement | null>, variable: PanelVariable, key?: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the caller's signal to measure again
  useEffect(() => {
    const element = panelRef.current;
    const root = document.documentElement;
    if (!element) return;
    const observer = new ResizeObserver(() => root.style.setProperty(variable, `${element.offsetHeight + PANEL_GAP_PX}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [panelRef, variable, key]);
}
