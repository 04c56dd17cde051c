import * as LabelPrimitive from 'radix-ui/label';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root className={cn('flex select-none items-center gap-2 text-sm font-medium leading-none', className)} {...props} />
  );
}
