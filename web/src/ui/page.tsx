import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useHeadingFocusRequest } from './focus-request';

/** The padded, centred column every page inside the app shell sits in. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10', className)} {...props} />;
}

/** A page title with an optional description and actions on the right (below on phones). */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-1">
        <PageHeading className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{title}</PageHeading>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/**
 * A page's title, its h1: focusable from code only, it takes the focus when the navigation that
 * opened the page asks (FOCUS_HEADING_STATE), so keyboard and screen reader users start there.
 */
export function PageHeading({ className, ...props }: Omit<ComponentProps<'h1'>, 'ref' | 'tabIndex'>) {
  const ref = useRef<HTMLHeadingElement>(null);
  useHeadingFocusRequest(ref);
  return <h1 ref={ref} tabIndex={-1} className={cn('outline-none', className)} {...props} />;
}
