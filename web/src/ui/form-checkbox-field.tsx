import { useId } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from './checkbox';
import { Label } from './label';

type FormCheckboxFieldProps<Values extends FieldValues, Output extends FieldValues> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, boolean>;
  label: string;
};

/** A checkbox and its label, bound to a boolean field of a react-hook-form form. */
export function FormCheckboxField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
}: FormCheckboxFieldProps<Values, Output>) {
  const id = useId();
  const { field } = useController({ control, name });
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        ref={field.ref}
        name={field.name}
        checked={field.value}
        onCheckedChange={(checked) => field.onChange(checked === true)}
        onBlur={field.onBlur}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
