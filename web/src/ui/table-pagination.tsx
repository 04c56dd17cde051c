import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from './button';

/** Spec: the documents table offers 15, 50 or 100 rows per page; the default choice of every table. */
const PAGE_SIZE_OPTIONS = [15, 50, 100] as const;

type TablePaginationProps = {
  pageIndex: number;
  pageSize: number;
  itemsCount: number;
  /** The server stopped counting at itemsCount: there are more, so the page count is shown as "67+". */
  isItemsCountCapped?: boolean;
  onPageIndexChange: (pageIndex: number) => void;
  /** Without it, no rows-per-page choice is shown. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
};

export const getPageCount = (itemsCount: number, pageSize: number) => Math.max(1, Math.ceil(itemsCount / Math.max(1, pageSize)));

/**
 * Rows per page, "Page X of Y", and first, previous, next and last buttons. Its texts are the
 * `documents.pagination` keys, the first table that had a pager (the browser tests name them).
 */
export function TablePagination({
  pageIndex,
  pageSize,
  itemsCount,
  isItemsCountCapped = false,
  onPageIndexChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: TablePaginationProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormatters();
  const selectId = useId();
  const pageCount = getPageCount(itemsCount, pageSize);
  const current = Math.min(pageIndex, pageCount - 1);
  const canPrevious = current > 0;
  const canNext = current < pageCount - 1;
  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <nav aria-label={t('documents.pagination.label')} className="flex flex-wrap items-center justify-end gap-x-6 gap-y-3 pt-4 text-sm">
      {onPageSizeChange && (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="font-medium">
            {t('documents.pagination.rows-per-page')}
          </label>
          <select
            id={selectId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-8 cursor-pointer rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex items-center gap-3">
        <span className="whitespace-nowrap font-medium" aria-live="polite">
          {t('documents.pagination.page', { page: formatCount(current + 1), pageCount: formatCount(pageCount, isItemsCountCapped) })}
        </span>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            disabled={!canPrevious}
            onClick={() => onPageIndexChange(0)}
            aria-label={t('documents.pagination.first')}
          >
            <ChevronsLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            disabled={!canPrevious}
            onClick={() => onPageIndexChange(current - 1)}
            aria-label={t('documents.pagination.previous')}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            disabled={!canNext}
            onClick={() => onPageIndexChange(current + 1)}
            aria-label={t('documents.pagination.next')}
          >
            <ChevronRight aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            disabled={!canNext}
            onClick={() => onPageIndexChange(pageCount - 1)}
            aria-label={t('documents.pagination.last')}
          >
            <ChevronsRight aria-hidden />
          </Button>
        </div>
      </div>
    </nav>
  );
}
