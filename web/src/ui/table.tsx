import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

type ScrollEdges = { hasMoreBefore: boolean; hasMoreAfter: boolean };

/** Whether `ref` can scroll sideways, towards its start and its end; measured again as it scrolls or it or its content resizes. */
function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ hasMoreBefore: false, hasMoreAfter: false });
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const measure = () => {
      const hasMoreBefore = scroller.scrollLeft > 0;
      // Zoomed pages scroll by fractions of a pixel: the last one does not count.
      const hasMoreAfter = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setEdges((current) =>
        current.hasMoreBefore === hasMoreBefore && current.hasMoreAfter === hasMoreAfter ? current : { hasMoreBefore, hasMoreAfter },
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    scroller.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return edges;
}

const scrollShadowClass = 'pointer-events-none absolute inset-y-px w-4 from-foreground/15 to-transparent';

/**
 * Plain table parts: a bordered card with a muted header and hoverable rows. A table wider than its
 * card (a phone) scrolls sideways in it: a shadow on the side where more columns hide says so, and
 * the card is then a labelled region keyboard users can focus and scroll with the arrow keys.
 */
export function Table({ className, 'aria-label': label, 'aria-labelledby': labelledBy, ...props }: ComponentProps<'table'>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { hasMoreBefore, hasMoreAfter } = useScrollEdges(scrollerRef);
  const isScrollable = hasMoreBefore || hasMoreAfter;
  return (
    <div className="relative">
      <div
        ref={scrollerRef}
        {...(isScrollable && {
          tabIndex: 0,
          role: label || labelledBy ? 'region' : undefined,
          'aria-label': label,
          'aria-labelledby': labelledBy,
        })}
        className="w-full overflow-x-auto rounded-lg border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <table
          aria-label={label}
          aria-labelledby={labelledBy}
          className={cn('w-full caption-bottom border-collapse text-sm', className)}
          {...props}
        />
      </div>
      {hasMoreBefore && <div aria-hidden className={cn(scrollShadowClass, 'left-px rounded-l-lg bg-linear-to-r')} />}
      {hasMoreAfter && <div aria-hidden className={cn(scrollShadowClass, 'right-px rounded-r-lg bg-linear-to-l')} />}
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/40 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/30', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-medium text-muted-foreground first:pl-4 last:pr-4',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle first:pl-4 last:pr-4', className)} {...props} />;
}

/** Rows of one full-width bar each, while a table's data loads. */
export function TableSkeletonRows({ rows = 3, columns }: { rows?: number; columns: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <TableRow key={index} className="hover:bg-transparent">
      <TableCell colSpan={columns}>
        <Skeleton className="h-6 w-full" />
      </TableCell>
    </TableRow>
  ));
}
