import { useId, type Ref } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Label } from './label';
import { Switch } from './switch';

type SwitchFieldProps = {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
};

/** An on/off setting of a form: its label and what it does, beside the switch, in a bordered row. */
export function SwitchField({ ref, label, description, checked, onCheckedChange, onBlur }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        ref={ref}
        checked={checked}
        onCheckedChange={onCheckedChange}
        onBlur={onBlur}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

type FormSwitchFieldProps<Values extends FieldValues, Output extends FieldValues> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, boolean>;
  label: string;
  description: string;
};

/** A SwitchField bound to a boolean field of a react-hook-form form. */
export function FormSwitchField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  description,
}: FormSwitchFieldProps<Values, Output>) {
  const { field } = useController({ control, name });
  return (
    <SwitchField
      ref={field.ref}
      label={label}
      description={description}
      checked={field.value}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
