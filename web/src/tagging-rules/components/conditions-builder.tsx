import { ListFilter, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { NativeSelect } from '@/ui/native-select';
import { RadioCards } from '@/ui/radio-cards';
import { fieldLabelKey, operatorLabelKey } from '../lib/condition-text';
import { createEmptyCondition, TAGGING_RULE_MATCH_MODES } from '../lib/tagging-rule-form';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from '../../../../core/tagging-rules/rule-matcher';

type RuleConditionsFieldsProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /**
   * Where the form keeps `matchMode`, `isCaseSensitive` and the rows: '' for a tagging rule (rows in
   * `conditions`), 'conditions.' for a workflow (rows in `conditions.rules`).
   */
  prefix: '' | 'conditions.';
  /** What no row means for this form's documents. */
  emptyText: string;
  disabled?: boolean;
};

/**
 * The tagging rules' conditions, which workflows share: all or any, rows of "field · operator · value"
 * with remove buttons and an add button, and case sensitivity.
 */
export function RuleConditionsFields<Values extends FieldValues, Output>({
  form,
  prefix,
  emptyText,
  disabled,
}: RuleConditionsFieldsProps<Values, Output>) {
  // The two forms keep the same fields under different paths: typed here by the paths this piece names.
  const loose = form as unknown as UseFormReturn<FieldValues>;
  const names = {
    matchMode: `${prefix}matchMode`,
    isCaseSensitive: `${prefix}isCaseSensitive`,
    rows: prefix === '' ? 'conditions' : 'conditions.rules',
  };
  return (
    <>
      <MatchModeField form={loose} name={names.matchMode} />
      <ConditionsBuilder form={loose} name={names.rows} emptyText={emptyText} disabled={disabled} />
      <CaseSensitiveField form={loose} name={names.isCaseSensitive} />
    </>
  );
}

type LooseFieldProps = { form: UseFormReturn<FieldValues>; name: string };

/** Rows of "field · operator · value" with remove buttons, and an add button below. */
function ConditionsBuilder({ form, name, emptyText, disabled }: LooseFieldProps & { emptyText: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const rowErrors = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as
    | { value?: { message?: string } }[]
    | undefined;

  return (
    <div className="grid gap-3">
      {fields.length === 0 ? (
        <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <ListFilter className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{emptyText}</p>
        </div>
      ) : (
        <ol className="grid gap-3">
          {fields.map((field, index) => {
            const rowId = `${baseId}-${index}`;
            const valueError = rowErrors?.[index]?.value?.message && t('tagging-rules.form.conditions.value.required');
            const position = index + 1;
            return (
              <li key={field.id} className="rounded-lg border bg-muted/20 p-3">
                <fieldset className="grid gap-2" disabled={disabled}>
                  <legend className="sr-only">{t('tagging-rules.form.conditions.row', { position })}</legend>
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-[9rem_11rem_1fr_auto] sm:items-start">
                    <NativeSelect
                      aria-label={t('tagging-rules.form.conditions.field.label', { position })}
                      {...form.register(`${name}.${index}.field`)}
                    >
                      {TAGGING_RULE_FIELDS.map((value) => (
                        <option key={value} value={value}>
                          {t(fieldLabelKey(value))}
                        </option>
                      ))}
                    </NativeSelect>
                    <NativeSelect
                      aria-label={t('tagging-rules.form.conditions.operator.label', { position })}
                      {...form.register(`${name}.${index}.operator`)}
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
                      {...form.register(`${name}.${index}.value`)}
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

/**
 * All conditions or any of them, as two radio cards. Not dimmed while there are fewer than two
 * conditions: dimmed text of a control that still works falls under the contrast minimum.
 */
function MatchModeField({ form, name }: LooseFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="grid gap-2">
          <Label id={id}>{t('tagging-rules.form.match-mode.label')}</Label>
          <RadioCards
            ref={field.ref}
            aria-labelledby={id}
            value={field.value}
            onValueChange={field.onChange}
            options={TAGGING_RULE_MATCH_MODES.map((mode) => ({
              value: mode,
              label: t(`tagging-rules.form.match-mode.${mode}.label`),
              description: t(`tagging-rules.form.match-mode.${mode}.description`),
            }))}
          />
        </div>
      )}
    />
  );
}

/** "Case sensitive": a checkbox with its explanation. */
function CaseSensitiveField({ form, name }: LooseFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Checkbox
            id={id}
            ref={field.ref}
            className="mt-0.5"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
          />
          <div className="space-y-1">
            <Label htmlFor={id}>{t('tagging-rules.form.case-sensitive.label')}</Label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {t('tagging-rules.form.case-sensitive.description')}
            </p>
          </div>
        </div>
      )}
    />
  );
}
