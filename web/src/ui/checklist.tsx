import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox } from './checkbox';
import { Label } from './label';

type CheckboxItemProps = {
  ref?: Ref<HTMLButtonElement>;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A checkbox and its label (and an optional line saying more), for the checklists. */
export function CheckboxItem({ ref, label, description, checked, disabled, onCheckedChange }: CheckboxItemProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox
        id={id}
        ref={ref}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <div className="grid min-w-0 gap-0.5">
        {/* As tall as the box, so that the first line of text stands beside it. */}
        <Label htmlFor={id} className="min-h-4 font-normal [overflow-wrap:anywhere]">
          {label}
        </Label>
        {description && (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

/** A group of controls under one legend, with its description or error for screen readers. */
export function FieldGroup({
  legend,
  description,
  error,
  children,
}: {
  legend: string;
  description?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  const message = error ?? description;
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={message ? `${id}-message` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {message && (
        <p id={`${id}-message`} className={error ? '-mt-1 text-sm text-destructive' : '-mt-1 text-sm text-muted-foreground'}>
          {message}
        </p>
      )}
      {children}
    </fieldset>
  );
}
