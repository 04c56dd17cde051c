/** The list with the item at `from` moved to `to` (both within the list); the same list when either is outside it. */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1) as [Item];
  moved.splice(to, 0, item);
  return moved;
}
