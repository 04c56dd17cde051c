import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's breakpoints (its defaults, which web/src/styles.css keeps), as media queries. */
export const MEDIA_SM_UP = '(min-width: 40rem)';
export const MEDIA_MD_UP = '(min-width: 48rem)';

/** Whether `query` matches now, re-rendering when that changes (a resize, a rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches);
}
