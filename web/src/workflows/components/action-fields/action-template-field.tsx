import { Controller } from 'react-hook-form';
import { TemplateField } from '../template-field';
import type { ActionFieldsProps } from './action-fields';

/** One of the action's template texts, with its placeholders menu and live preview. */
export function ActionTemplateField({
  form,
  index,
  properties,
  errorAt,
  field,
  label,
  multiline = false,
}: Omit<ActionFieldsProps, 'organizationId'> & { field: 'template' | 'subject' | 'body' | 'value'; label: string; multiline?: boolean }) {
  return (
    <Controller
      control={form.control}
      name={`actions.${index}.${field}` as `actions.${number}.template`}
      render={({ field: control }) => (
        <TemplateField
          label={label}
          value={String(control.value ?? '')}
          onChange={control.onChange}
          properties={properties}
          multiline={multiline}
          error={errorAt(['actions', index, field])}
        />
      )}
    />
  );
}
