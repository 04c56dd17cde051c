import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isTypingTarget } from '@/lib/typing-target';

/**
 * What every modal of the kit (dialog, confirm dialog, command palette, navigation drawer) shares: it
 * marks itself aria-modal, which global shortcuts read; it gives the focus back to its opener; and it
 * closes when the route changes.
 */

/** Spread on a modal's Radix Content: screen readers and `isModalOpen` know the rest of the page is out of reach. */
export const MODAL_CONTENT_PROPS = { 'aria-modal': true } as const;

const isModalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * A keyboard shortcut of the whole app (a keydown listener on the document). A modal owns the keyboard:
 * while one is open the shortcut does nothing (Ctrl+K must not open the palette over a confirmation and
 * navigate away under it). Repeats, compositions and keys a handler already took are ignored too, and,
 * with `ignoreWhileTyping`, keys pressed in a field: they are the field's (or the browser's) there.
 */
export function useGlobalShortcut(matches: (event: KeyboardEvent) => boolean, onShortcut: () => void, { ignoreWhileTyping = false } = {}) {
  const latestOnShortcut = useRef(onShortcut);
  useEffect(() => {
    latestOnShortcut.current = onShortcut;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.isComposing || !matches(event) || isModalOpen()) return;
      if (ignoreWhileTyping && isTypingTarget(event.target)) return;
      event.preventDefault();
      latestOnShortcut.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [matches, ignoreWhileTyping]);
}

/**
 * Calls `close` when the path changes while `open` (browser back or forward, a navigation from code): a
 * modal belongs to the page it was opened on, and its buttons must not act on another one.
 */
export function useCloseOnNavigation(open: boolean, close: () => void) {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (open) close();
  }, [pathname, open, close]);
}

/** The element focused last, kept when it leaves the page (focus then falls to <body>, which reports no focusin). */
let lastFocused: Element | null = null;
document.addEventListener('focusin', (event) => {
  if (event.target instanceof Element) lastFocused = event.target;
});

/**
 * What opens a modal now: the focused element, or the one focused last when it has just left the page.
 * A menu item leaves with its menu, so its opener is the menu's trigger (Radix labels a menu by its
 * trigger; a submenu by the item of its parent menu).
 */
function findOpener(): HTMLElement | null {
  let opener = document.activeElement !== document.body ? document.activeElement : lastFocused;
  let menu = opener?.closest('[role="menu"]');
  while (menu) {
    const trigger = document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
    if (!trigger || menu.contains(trigger)) break;
    opener = trigger;
    menu = trigger.closest('[role="menu"]');
  }
  return opener instanceof HTMLElement ? opener : null;
}

type AutoFocusHandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * The auto-focus handlers of a modal's Radix Content. Radix gives the focus back to a Radix Trigger
 * only, and to <body> when the modal was opened otherwise (a button's onClick, a menu item, a shortcut),
 * so a keyboard user would start again at the top of the page: these remember the opener when the modal
 * opens and focus it again when it closes, if it is still on the page. A caller's handler runs first and
 * may prevent this.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers = {}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = findOpener();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
