import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 px-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('font-semibold leading-none', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 px-6', className)} {...props} />;
}

type ListCardHeaderProps = {
  /** What kind of thing the card is, as a round icon. */
  icon: LucideIcon;
  /** The id of the title, for the card's aria-labelledby. */
  titleId: string;
  title: ReactNode;
  badges?: ReactNode;
  /** A monospaced line under the title (a URL, a key's prefix), cut to one line with the whole of it as its title. */
  code?: string;
  actions?: ReactNode;
};

/** The head of a card in a list: an icon, the title with its badges over a monospaced line, and the card's actions. */
export function ListCardHeader({ icon: Icon, titleId, title, badges, code, actions }: ListCardHeaderProps) {
  return (
    <div className="flex items-start gap-3 px-5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </span>
      <div className={cn('min-w-0 flex-1 space-y-1', code === undefined && 'self-center')}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-medium [overflow-wrap:anywhere]">
            {title}
          </h2>
          {badges}
        </div>
        {code !== undefined && (
          <code className="block truncate font-mono text-xs text-muted-foreground" title={code}>
            {code}
          </code>
        )}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
    </div>
  );
}

/** A page that is one card (a create form, say): its title is the page's h1, with a description, above the content. */
export function PageCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold leading-tight tracking-tight [overflow-wrap:anywhere]">{title}</h1>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
