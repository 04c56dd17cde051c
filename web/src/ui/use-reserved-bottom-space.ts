import { useEffect, type RefObject } from 'react';

/** The custom properties the app layout's main area pads its bottom with (the largest of them: the panels sit in one corner). */
type BottomSpaceVariable = '--upload-panel-height' | '--demo-popup-height' | '--bulk-jobs-panel-height';

/**
 * While a floating panel is on screen, the page keeps room for it below its content, so whatever sits
 * under the panel (the last rows of a table, a form's submit button) can be scrolled out from under it.
 * `key` re-measures when the panel changes what it draws.
 */
export function useReservedBottomSpace(panelRef: RefObject<HTMLElement | null>, variable: BottomSpaceVariable, key?: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the caller's signal to measure again
  useEffect(() => {
    const element = panelRef.current;
    const root = document.documentElement;
    if (!element) return;
    // The panel's own height and the gap it keeps from the bottom edge.
    const observer = new ResizeObserver(() =>
      root.style.setProperty(variable, `${element.offsetHeight + (window.innerHeight - element.getBoundingClientRect().bottom)}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [panelRef, variable, key]);
}
