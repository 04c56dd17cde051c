import { Trash2 } from 'lucide-react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Property, WorkflowInput } from '@/api/types';
import { RuleTagsPicker } from '@/tagging-rules/components/rule-tags-picker';
import { Button } from '@/ui/button';
import { CheckboxItem, FieldGroup } from '@/ui/checklist';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { DOCUMENT_SOURCES } from '../../../../core/documents/document-states';
import type { WorkflowTriggerType } from '../../../../core/workflows/workflows.schemas';
import { REPEAT_UNITS, WATCHED_FIELDS } from '../../../../core/workflows/workflows.vocabulary';
import { createTrigger, offsetDirection, signedOffset, TRIGGER_TYPES, type WorkflowFormValues } from '../lib/workflow-form';
import { triggerLabelKey } from '../lib/workflow-text';

type WorkflowForm = UseFormReturn<WorkflowFormValues, unknown, WorkflowInput>;

type TriggerCardProps = {
  organizationId: string;
  form: WorkflowForm;
  index: number;
  properties: readonly Property[];
  errorAt: (path: (string | number)[]) => string | undefined;
  onRemove?: () => void;
};

const toggled = <Value,>(list: readonly Value[], value: Value, isOn: boolean) =>
  isOn ? [...list, value] : list.filter((item) => item !== value);

/** One trigger: its type, and that type's options. */
export function TriggerCard({ organizationId, form, index, properties, errorAt, onRemove }: TriggerCardProps) {
  const { t } = useTranslation();
  const trigger = useWatch({ control: form.control, name: `triggers.${index}` });
  const position = index + 1;
  const dateProperties = properties.filter((property) => property.type === 'date');

  return (
    <fieldset className="grid gap-4 rounded-lg border bg-muted/20 p-4">
      <legend className="sr-only">{t('workflows.form.triggers.card', { position })}</legend>
      <div className="flex items-end gap-2">
        <FormField label={t('workflows.form.triggers.type', { position })}>
          <NativeSelect
            className="min-w-0 flex-1"
            value={trigger.type}
            onChange={(event) =>
              form.setValue(`triggers.${index}`, createTrigger(event.target.value as WorkflowTriggerType), { shouldDirty: true })
            }
          >
            {TRIGGER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(triggerLabelKey(type))}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={t('workflows.form.triggers.remove', { position })}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t(`workflows.triggers.${trigger.type}.description`)}</p>

      {trigger.type === 'added' && (
        <>
          <Controller
            control={form.control}
            name={`triggers.${index}.sources`}
            render={({ field }) => (
              <FieldGroup legend={t('workflows.form.triggers.sources')} description={t('workflows.form.triggers.sources-hint')}>
                <div className="grid gap-2 sm:grid-cols-2">
                  {DOCUMENT_SOURCES.map((source) => (
                    <CheckboxItem
                      key={source}
                      label={t(`workflows.sources.${source}`)}
                      checked={(field.value ?? []).includes(source)}
                      onCheckedChange={(isOn) => field.onChange(toggled(field.value ?? [], source, isOn))}
                    />
                  ))}
                </div>
              </FieldGroup>
            )}
          />
          <FormField label={t('workflows.form.triggers.file-name')} description={t('workflows.form.triggers.file-name-hint')}>
            <Input autoComplete="off" placeholder="invoice-*.pdf" {...form.register(`triggers.${index}.fileNamePattern`)} />
          </FormField>
        </>
      )}

      {trigger.type === 'updated' && (
        <Controller
          control={form.control}
          name={`triggers.${index}.fields`}
          render={({ field }) => (
            <FieldGroup legend={t('workflows.form.triggers.fields')} error={errorAt(['triggers', index, 'fields'])}>
              <div className="grid gap-2 sm:grid-cols-2">
                {WATCHED_FIELDS.map((watched) => (
                  <CheckboxItem
                    key={watched}
                    label={t(`workflows.watched-fields.${watched}`)}
                    checked={field.value.includes(watched)}
                    onCheckedChange={(isOn) => field.onChange(toggled(field.value, watched, isOn))}
                  />
                ))}
              </div>
            </FieldGroup>
          )}
        />
      )}

      {(trigger.type === 'tag_added' || trigger.type === 'tag_removed') && (
        <Controller
          control={form.control}
          name={`triggers.${index}.tagIds`}
          render={({ field }) => (
            <FormField label={t('workflows.form.triggers.tags')} description={t('workflows.form.triggers.tags-hint')}>
              <RuleTagsPicker organizationId={organizationId} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )}
        />
      )}

      {trigger.type === 'scheduled' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name={`triggers.${index}.dateOf`}
            render={({ field }) => (
              <FormField label={t('workflows.form.schedule.date-of')} error={errorAt(['triggers', index, 'dateOf'])}>
                <NativeSelect
                  value={field.value.kind === 'property' ? field.value.propertyId : field.value.kind}
                  onChange={(event) => {
                    const chosen = event.target.value;
                    field.onChange(
                      chosen === 'documentDate' || chosen === 'createdAt' ? { kind: chosen } : { kind: 'property', propertyId: chosen },
                    );
                  }}
                >
                  <option value="documentDate">{t('workflows.form.schedule.document-date')}</option>
                  <option value="createdAt">{t('workflows.form.schedule.created-at')}</option>
                  {dateProperties.map((property) => (
                    <option key={property.id} value={property.id}>
                      {property.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name={`triggers.${index}.offsetDays`}
            render={({ field }) => {
              const days = Math.abs(field.value ?? 0);
              const direction = offsetDirection(field.value ?? 0);
              return (
                <FieldGroup legend={t('workflows.form.schedule.offset')} error={errorAt(['triggers', index, 'offsetDays'])}>
                  <div className="flex gap-2">
                    <Input
                      type="number"
                      min={0}
                      className="w-24"
                      aria-label={t('workflows.form.schedule.offset-days')}
                      value={days}
                      onChange={(event) => field.onChange(signedOffset(event.target.valueAsNumber || 0, direction))}
                    />
                    <NativeSelect
                      className="flex-1"
                      aria-label={t('workflows.form.schedule.direction')}
                      value={direction}
                      onChange={(event) => field.onChange(signedOffset(days, event.target.value as 'before' | 'after'))}
                    >
                      <option value="before">{t('workflows.form.schedule.before')}</option>
                      <option value="after">{t('workflows.form.schedule.after')}</option>
                    </NativeSelect>
                  </div>
                </FieldGroup>
              );
            }}
          />
          <Controller
            control={form.control}
            name={`triggers.${index}.repeat`}
            render={({ field }) => (
              <FieldGroup legend={t('workflows.form.schedule.repeat')} error={errorAt(['triggers', index, 'repeat'])}>
                <div className="flex gap-2">
                  <NativeSelect
                    className="flex-1"
                    aria-label={t('workflows.form.schedule.repeat')}
                    value={field.value?.unit ?? 'once'}
                    onChange={(event) => {
                      const unit = event.target.value;
                      field.onChange(unit === 'once' ? null : { every: field.value?.every ?? 1, unit });
                    }}
                  >
                    <option value="once">{t('workflows.form.schedule.once')}</option>
                    {REPEAT_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {t(`workflows.form.schedule.every-${unit}`)}
                      </option>
                    ))}
                  </NativeSelect>
                  {field.value && (
                    <Input
                      type="number"
                      min={1}
                      className="w-24"
                      aria-label={t('workflows.form.schedule.every')}
                      value={field.value.every}
                      onChange={(event) => field.onChange({ ...field.value, every: event.target.valueAsNumber || 1 })}
                    />
                  )}
                </div>
              </FieldGroup>
            )}
          />
        </div>
      )}
    </fieldset>
  );
}
