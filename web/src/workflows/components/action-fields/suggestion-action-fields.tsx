import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { CheckboxItem, FieldGroup } from '@/ui/checklist';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';
import { SUGGESTION_KINDS_APPLIED } from '../../../../../core/workflows/workflows.vocabulary';
import { SUGGESTION_CONFIDENCES } from '../../lib/workflow-form';
import { toggled, type ActionFieldsProps } from './action-fields';

/** Apply suggestions: how sure they must be, shown as a percentage, and which kinds. */
export function SuggestionActionFields({ form, index, errorAt }: ActionFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name={`actions.${index}.minConfidence`}
        render={({ field }) => (
          <FormField label={t('workflows.form.actions.min-confidence')} description={t('workflows.form.actions.min-confidence-hint')}>
            <NativeSelect
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
            >
              {SUGGESTION_CONFIDENCES.map((confidence) => (
                <option key={confidence} value={String(confidence)}>
                  {percent.format(confidence)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name={`actions.${index}.kinds`}
        render={({ field }) => (
          <FieldGroup legend={t('workflows.form.actions.suggestion-kinds')} error={errorAt(['actions', index, 'kinds'])}>
            {SUGGESTION_KINDS_APPLIED.map((kind) => (
              <CheckboxItem
                key={kind}
                label={t(`workflows.form.actions.suggestion-kind.${kind}`)}
                checked={(field.value ?? []).includes(kind)}
                onCheckedChange={(isOn) => field.onChange(toggled(field.value ?? [], kind, isOn))}
              />
            ))}
          </FieldGroup>
        )}
      />
    </div>
  );
}
