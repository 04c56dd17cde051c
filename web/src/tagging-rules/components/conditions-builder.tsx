import { ListFilter, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { fieldLabelKey, operatorLabelKey } from '../lib/condition-text';
import { createEmptyCondition, type TaggingRuleFormValues } from '../lib/tagging-rule-form';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from '../../../../core/tagging-rules/rule-matcher';

type ConditionsBuilderProps = { form: UseFormReturn<TaggingRuleFormValues, unknown, TaggingRuleFormValues>; disabled?: boolean };

/** Rows of "field · operator · value" with remove buttons, and an add button below. */
export function ConditionsBuilder({ form, disabled }: ConditionsBuilderProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'conditions' });
  const { errors } = form.formState;

  return (
    <div className="grid gap-3">
      {fields.length === 0 ? (
        <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <ListFilter className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{t('tagging-rules.form.conditions.empty')}</p>
        </div>
      ) : (
        <ol className="grid gap-3">
          {fields.map((field, index) => {
            const rowId = `${baseId}-${index}`;
            const valueError = errors.conditions?.[index]?.value?.message;
            const position = index + 1;
            return (
              <li key={field.id} className="rounded-lg border bg-muted/20 p-3">
                <fieldset className="grid gap-2" disabled={disabled}>
                  <legend className="sr-only">{t('tagging-rules.form.conditions.row', { position })}</legend>
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-[9rem_11rem_1fr_auto] sm:items-start">
                    <NativeSelect
                      aria-label={t('tagging-rules.form.conditions.field.label', { position })}
                      {...form.register(`conditions.${index}.field`)}
                    >
                      {TAGGING_RULE_FIELDS.map((value) => (
                        <option key={value} value={value}>
                          {t(fieldLabelKey(value))}
                        </option>
                      ))}
                    </NativeSelect>
                    <NativeSelect
                      aria-label={t('tagging-rules.form.conditions.operator.label', { position })}
                      {...form.register(`conditions.${index}.operator`)}
                    >
                      {TAGGING_RULE_OPERATORS.map((value) => (
                        <option key={value} value={value}>
                          {t(operatorLabelKey(value))}
                        </option>
                      ))}
                    </NativeSelect>
                    <Input
                      className="col-span-2 sm:col-span-1"
                      placeholder={t('tagging-rules.form.conditions.value.placeholder')}
                      aria-label={t('tagging-rules.form.conditions.value.label', { position })}
                      aria-invalid={valueError ? true : undefined}
                      aria-describedby={valueError ? `${rowId}-error` : undefined}
                      autoComplete="off"
                      {...form.register(`conditions.${index}.value`)}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="col-span-2 w-full text-muted-foreground hover:text-destructive sm:col-span-1 sm:w-9"
                      onClick={() => remove(index)}
                      aria-label={t('tagging-rules.form.conditions.remove', { position })}
                    >
                      <Trash2 aria-hidden />
                      <span className="sm:sr-only">{t('tagging-rules.form.conditions.remove-short')}</span>
                    </Button>
                  </div>
                  {valueError && (
                    <p id={`${rowId}-error`} className="text-sm text-destructive">
                      {valueError}
                    </p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(createEmptyCondition())} disabled={disabled}>
          <Plus aria-hidden />
          {t('tagging-rules.form.conditions.add')}
        </Button>
      </div>
    </div>
  );
}
