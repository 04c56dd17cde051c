import type { ReactNode } from 'react';
import { Button } from './button';

/** A form's last row, below a rule: its cancel control, then submit (on phones stacked, submit on top). */
export function FormActions({ cancel, submitLabel, isSubmitting }: { cancel?: ReactNode; submitLabel: string; isSubmitting: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
      {cancel}
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
