import type { TFunction } from 'i18next';
import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A listed document's suggestions to review, said in words beside the icon (screen readers read the
 * words; nothing to hover). `t` is the list's: rows call no translation hook.
 */
export function PendingSuggestionsMark({ t, count, className }: { t: TFunction; count: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 whitespace-nowrap', className)}>
      <Sparkles className="size-3 shrink-0 text-primary" aria-hidden />
      {t('documents.list.pending-suggestions', { count })}
    </span>
  );
}
