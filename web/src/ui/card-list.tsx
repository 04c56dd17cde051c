import type { ReactNode } from 'react';
import { LoadErrorAlert } from './load-error';
import { IconCardListSkeleton } from './skeleton';

/** The parts of a list query the list shows: its failure and retry, its loading. */
type ListQuery = { isError: boolean; isPending: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

type CardListProps<Item> = {
  query: ListQuery;
  /** The items once loaded; none is the empty state. */
  items: readonly Item[];
  /** The list's name, for screen readers; also the title of its load failure's alert. */
  label: string;
  errorTitle: string;
  empty: ReactNode;
  skeleton?: ReactNode;
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
};

/** A page's list of cards as its query stands: the failure with Retry, skeleton cards, the empty state, or the cards. */
export function CardList<Item>({
  query,
  items,
  label,
  errorTitle,
  empty,
  skeleton = <IconCardListSkeleton />,
  itemKey,
  children,
}: CardListProps<Item>) {
  if (query.isError)
    return <LoadErrorAlert title={errorTitle} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (query.isPending) return skeleton;
  if (items.length === 0) return empty;
  return (
    <ul className="grid gap-4" aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
