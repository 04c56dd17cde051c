import { cn } from '@/lib/cn';

/** The product mark (same drawing as the favicon). Decorative: give the surrounding link a label. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" fill="#d8ff75" />
      <path d="M9 11h14v3H9zm1 4h12v9H10z" fill="#111" />
    </svg>
  );
}
