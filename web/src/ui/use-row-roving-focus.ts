import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

const focusablesOf = (row: Element) => [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * A table body as one tab stop: Tab enters it at the control last focused there (the first row's
 * first control at first) and leaves it at the next; Up and Down move to the same control of the row
 * above or below, Left and Right along the row, Home and End to the row's ends (with Ctrl, to the
 * first and last rows). Rows render as they like: the tab stops are set on the DOM, one handler for
 * the body, nothing per row.
 */
export function useRowRovingFocus() {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const activeRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const apply = () => {
      const focusables = focusablesOf(body);
      if (!activeRef.current || !body.contains(activeRef.current)) activeRef.current = focusables[0] ?? null;
      for (const element of focusables) element.tabIndex = element === activeRef.current ? 0 : -1;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(body, { childList: true, subtree: true });
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!target.matches(FOCUSABLE) || activeRef.current === target) return;
      if (activeRef.current) activeRef.current.tabIndex = -1;
      activeRef.current = target;
      target.tabIndex = 0;
    };
    body.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      body.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  // Taken in the capture phase: Up and Down move between rows even from a control that would use them
  // (a menu button opens on Down; Enter and Space still open it).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const body = bodyRef.current;
    const target = event.target as HTMLElement;
    // Menus opened from a row are portals: their keys bubble through React, not through the body.
    if (!body?.contains(target) || event.altKey || event.metaKey || event.shiftKey) return;
    const rows = [...body.rows].filter((row) => focusablesOf(row).length > 0);
    const row = target.closest('tr');
    const rowIndex = row ? rows.indexOf(row) : -1;
    if (rowIndex === -1) return;
    const inRow = focusablesOf(row!);
    const column = inRow.indexOf(target);
    const sameColumnIn = (other: HTMLTableRowElement | undefined) =>
      other ? focusablesOf(other)[Math.min(column, focusablesOf(other).length - 1)] : undefined;
    const destinationOf = (key: string): HTMLElement | undefined => {
      switch (key) {
        case 'ArrowDown':
          return sameColumnIn(rows[rowIndex + 1]);
        case 'ArrowUp':
          return sameColumnIn(rows[rowIndex - 1]);
        case 'ArrowRight':
          return inRow[column + 1];
        case 'ArrowLeft':
          return inRow[column - 1];
        case 'Home':
          return event.ctrlKey ? focusablesOf(rows[0]!)[0] : inRow[0];
        case 'End':
          return event.ctrlKey ? focusablesOf(rows.at(-1)!).at(-1) : inRow.at(-1);
      }
    };
    const destination = destinationOf(event.key);
    if (!destination) return;
    event.preventDefault();
    event.stopPropagation();
    destination.focus();
  };

  return { bodyRef, onKeyDownCapture };
}
