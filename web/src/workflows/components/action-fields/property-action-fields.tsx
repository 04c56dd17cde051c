import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PropertyValue } from '@/api/types';
import { PropertySelect } from '@/properties/components/property-select';
import { PropertyValueInput } from '@/properties/components/property-value-input';
import { FormField } from '@/ui/form-field';
import type { ActionFieldsProps } from './action-fields';
import { ActionTemplateField } from './action-template-field';

/** Set a property (a text one from a template) or clear it. */
export function PropertyActionFields({ form, index, properties, errorAt }: ActionFieldsProps) {
  const { t } = useTranslation();
  const action = useWatch({ control: form.control, name: `actions.${index}` });
  if (action.type !== 'set_property' && action.type !== 'clear_property') return null;
  const property = properties.find(({ id }) => id === action.propertyId);
  return (
    <>
      <FormField label={t('workflows.form.actions.property')} error={errorAt(['actions', index, 'propertyId'])}>
        <PropertySelect
          properties={properties}
          placeholder={t('workflows.form.actions.choose-property')}
          {...form.register(`actions.${index}.propertyId`, { onChange: () => form.setValue(`actions.${index}.value`, '') })}
        />
      </FormField>
      {action.type === 'set_property' &&
        property &&
        (property.type === 'text' ? (
          <ActionTemplateField
            form={form}
            index={index}
            properties={properties}
            errorAt={errorAt}
            field="value"
            label={t('workflows.form.actions.value')}
          />
        ) : (
          <Controller
            control={form.control}
            name={`actions.${index}.value`}
            render={({ field }) => (
              <div className="grid gap-2">
                <PropertyValueInput
                  key={property.id}
                  property={property}
                  value={(field.value ?? null) as PropertyValue | null}
                  label={t('workflows.form.actions.value-of', { name: property.name })}
                  onChange={field.onChange}
                />
                {errorAt(['actions', index, 'value']) && <p className="text-sm text-destructive">{errorAt(['actions', index, 'value'])}</p>}
              </div>
            )}
          />
        ))}
    </>
  );
}
