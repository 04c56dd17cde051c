import { formatCount } from '@/lib/format-count';
import { useLocale } from '@/lib/use-locale';
import { useSavedViewCount } from './views.queries';

/** An entry under Documents in the side navigation: a saved view, or the built-in "Suggestions to review". */
export const viewNavItemClass =
  'flex h-8 items-center gap-2 rounded-md px-2 text-sm text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

export type CountedView = Parameters<typeof useSavedViewCount>[1];

/** How many documents the entry's view shows, at its end (formatCount alone: the navigation's chunks stay small). */
export function ViewCount({ organizationId, view }: { organizationId: string; view: CountedView }) {
  const locale = useLocale();
  const count = useSavedViewCount(organizationId, view).data;
  return count ? (
    <span className="ml-auto text-xs tabular-nums">{formatCount(count.count, locale, { isCapped: count.isCapped })}</span>
  ) : null;
}
