import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';

/** One card of the organization's settings page: its title and what it is for, above its content (red for what cannot be undone). */
export function SettingsCard({
  title,
  description,
  isDestructive = false,
  children,
}: {
  title: string;
  description: string;
  isDestructive?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={cn(isDestructive && 'border-destructive/40')}>
      <CardHeader>
        <CardTitle className={cn(isDestructive && 'text-destructive')}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}

/**
 * A settings card's last row: a hint about its action, or why the user's role may not take it (the
 * action then disabled), beside the action.
 */
export function SettingsCardFooter({
  isAllowed,
  hint,
  roleNotice,
  className,
  children,
}: {
  isAllowed: boolean;
  hint: string;
  roleNotice: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <CardFooter className={cn('flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between', className)}>
      {isAllowed ? (
        <p className="text-sm text-muted-foreground">{hint}</p>
      ) : (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {roleNotice}
        </p>
      )}
      {children}
    </CardFooter>
  );
}
