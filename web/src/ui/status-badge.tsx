import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Badge } from './badge';

const TONE_CLASSES = {
  neutral: undefined,
  warning: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  success: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  danger: 'border-destructive/40 bg-destructive/10 text-destructive',
} as const;

/** How a state reads at a glance: neutral (waiting, off), warning, success or danger. */
export type StatusTone = keyof typeof TONE_CLASSES;

/** A state in words, with an icon and the colour of its tone; `isIconSpinning` for one still at work. */
export function StatusBadge({
  tone,
  icon: Icon,
  isIconSpinning = false,
  children,
}: {
  tone: StatusTone;
  icon: LucideIcon;
  isIconSpinning?: boolean;
  children: ReactNode;
}) {
  return (
    <Badge className={TONE_CLASSES[tone]}>
      <Icon className={cn(isIconSpinning && 'animate-spin')} aria-hidden />
      {children}
    </Badge>
  );
}
