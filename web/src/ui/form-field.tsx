import { useId, type ReactElement, cloneElement, type ReactNode } from 'react';
import { Label } from './label';

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  /** Extra content on the label's line, e.g. a "forgot password" link. */
  aside?: ReactNode;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
};

/** A label, one control and its error message, wired together for screen readers. */
export function FormField({ label, error, description, aside, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || description ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      ) : description ? (
        <p id={messageId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  );
}
