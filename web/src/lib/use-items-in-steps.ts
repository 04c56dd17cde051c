import { useEffect, useState } from 'react';

/**
 * `items` drawn `step` more at each frame: a long list that arrives shows its first rows in the
 * frame it arrives in, and no frame builds and lays out more than `step` new rows (a page of 100
 * document rows at once held the main thread for over 100 ms). The list never shrinks below what
 * it showed: a refetch or a deletion redraws the rows on screen at once, and the focus stays where
 * it was.
 */
export function useItemsInSteps<Item>(items: Item[], step: number): Item[] {
  const [state, setState] = useState({ items, count: step });
  let count = state.count;
  if (state.items !== items) {
    count = Math.max(step, Math.min(state.count, state.items.length));
    setState({ items, count });
  }

  useEffect(() => {
    if (count >= items.length) return;
    const frame = requestAnimationFrame(() =>
      setState((current) => (current.items === items ? { items, count: current.count + step } : current)),
    );
    return () => cancelAnimationFrame(frame);
  }, [items, count, step]);

  return count >= items.length ? items : items.slice(0, count);
}
