import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadErrorAlert } from '@/ui/load-error';
import { IconCardListSkeleton } from '@/ui/skeleton';
import { ConsoleRefusal, isConsoleRefusal } from './console-refusal';

type ConsoleQuery = { isError: boolean; isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

export type PagedQuery = ConsoleQuery & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * What stands in for a console query's content: the console's refusal (not an operator, or no second
 * factor yet), a failure with Retry while there is nothing to show, or skeletons; null once it has content.
 */
export function consoleFallback(query: ConsoleQuery, { hasContent, loadErrorTitle }: { hasContent: boolean; loadErrorTitle: string }) {
  if (query.isError && isConsoleRefusal(query.error)) return <ConsoleRefusal error={query.error} />;
  if (query.isError && !hasContent)
    return <LoadErrorAlert title={loadErrorTitle} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (query.isPending) return <IconCardListSkeleton />;
  return null;
}

/**
 * A console list as its query stands: the console's refusal (not an operator, or no second factor yet),
 * a failure with Retry, skeletons, the empty state, or the items with "Load more" while pages follow.
 */
export function ConsoleList<Item>({
  query,
  items,
  label,
  empty,
  itemKey,
  children,
}: {
  query: PagedQuery;
  items: readonly Item[];
  label: string;
  empty: { icon: LucideIcon; title: string };
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const fallback = consoleFallback(query, { hasContent: items.length > 0, loadErrorTitle: t('admin.load-error') });
  if (fallback) return fallback;
  if (items.length === 0) return <EmptyState icon={empty.icon} title={empty.title} />;
  return (
    <>
      <ul className="grid gap-4" aria-label={label}>
        {items.map((item) => (
          // min-w-0: a grid item is as wide as its longest unbreakable text (an id) otherwise, past a phone's width.
          <li key={itemKey(item)} className="min-w-0">
            {children(item)}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('admin.load-more')}
          </Button>
        </div>
      )}
    </>
  );
}
