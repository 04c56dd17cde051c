/** Colours far apart from one another, readable in both themes: a choice's options start in these. */
const OPTION_COLORS = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d', '#ea580c', '#475569'];

/** The colour of a new option: the first of the list that the other options use least (none, until all ten are taken). */
export function nextOptionColor(usedColors: readonly string[]): string {
  const uses = (color: string) => usedColors.filter((used) => used.toLowerCase() === color).length;
  return OPTION_COLORS.reduce((least, color) => (uses(color) < uses(least) ? color : least));
}
