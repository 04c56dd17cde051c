/** The list with `item` in it or out of it, in the order of `order`: what a checklist holds once a box is ticked or cleared. */
export const toggled = <Item>(list: readonly Item[], item: Item, isIn: boolean, order: readonly Item[]) =>
  order.filter((candidate) => (candidate === item ? isIn : list.includes(candidate)));
