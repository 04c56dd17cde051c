import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RuleTagsPicker } from '@/tagging-rules/components/rule-tags-picker';
import { CheckboxItem } from '@/ui/checklist';
import { FormField } from '@/ui/form-field';
import type { ActionFieldsProps } from './action-fields';

/** Add tags, remove tags (or all). */
export function TagActionFields({ organizationId, form, index, errorAt }: ActionFieldsProps) {
  const { t } = useTranslation();
  const action = useWatch({ control: form.control, name: `actions.${index}` });
  return (
    <>
      {action.type === 'remove_tags' && (
        <Controller
          control={form.control}
          name={`actions.${index}.all`}
          render={({ field }) => (
            <CheckboxItem
              label={t('workflows.form.actions.remove-all-tags')}
              checked={field.value === true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
      {!(action.type === 'remove_tags' && action.all) && (
        <Controller
          control={form.control}
          name={`actions.${index}.tagIds`}
          render={({ field }) => (
            <FormField label={t('workflows.form.actions.tags')} error={errorAt(['actions', index, 'tagIds'])}>
              <RuleTagsPicker organizationId={organizationId} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )}
        />
      )}
    </>
  );
}
