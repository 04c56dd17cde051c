import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <Loader2 role="status" aria-label={t('common.loading')} className={cn('size-5 animate-spin text-muted-foreground', className)} />;
}

/** Centered spinner for a page or section that is loading. */
export function LoadingState({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-40 w-full items-center justify-center', className)}>
      <Spinner />
    </div>
  );
}
