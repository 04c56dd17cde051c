import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation state asking the page it opens to focus its main heading: without it, a navigation
 * from a closing modal (the command palette) leaves the focus on <body> or on the page left behind.
 */
export const FOCUS_HEADING_STATE = { focus: 'heading' } as const;

export const asksToFocusHeading = (state: unknown) =>
  typeof state === 'object' && state !== null && 'focus' in state && state.focus === FOCUS_HEADING_STATE.focus;

/**
 * Moves the focus to `ref`'s element once it is on the page, when asked: after an action that took
 * the focused element away (Delete becomes Restore: the focus would fall to <body>). The element may
 * show in a later render (once the data it waits for is there), rendered by the calling component or
 * always with it. The returned function asks; each request focuses once.
 */
export function useFocusRequest(ref: RefObject<HTMLElement | null>, isInitiallyRequested = false) {
  const [isRequested, setIsRequested] = useState(isInitiallyRequested);
  // After every commit, not on a dependency: the element shows in whichever render brings it.
  useLayoutEffect(() => {
    if (!isRequested || !ref.current) return;
    ref.current.focus();
    setIsRequested(false);
  });
  return useCallback(() => setIsRequested(true), []);
}

/**
 * useFocusRequest for a page's main heading, asked by every navigation carrying FOCUS_HEADING_STATE,
 * also one that keeps the page on screen (from one document to another, to the same page again).
 */
export function useHeadingFocusRequest(ref: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const requestFocus = useFocusRequest(ref, asksToFocusHeading(location.state));
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    if (asksToFocusHeading(location.state)) requestFocus();
  }
  return requestFocus;
}
