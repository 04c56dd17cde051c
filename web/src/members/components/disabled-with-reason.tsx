import type { ReactNode } from 'react';
import { Tooltip } from '@/ui/tooltip';

/**
 * An action the user's role does not allow: it stays visible and focusable (aria-disabled, not
 * disabled, which would take it out of the keyboard order and silence its tooltip) and says why.
 */
export function DisabledWithReason({ reason, children }: { reason: string | undefined; children: ReactNode }) {
  return reason ? <Tooltip content={reason}>{children}</Tooltip> : children;
}
