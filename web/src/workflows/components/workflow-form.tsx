import { Lock, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkflowInput } from '@/api/types';
import { useProperties } from '@/properties/properties.queries';
import { RuleConditionsFields } from '@/tagging-rules/components/conditions-builder';
import { RuleTagsPicker } from '@/tagging-rules/components/rule-tags-picker';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes-guard';
import { useZodForm } from '@/lib/use-zod-form';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormActions } from '@/ui/form-actions';
import { FormField } from '@/ui/form-field';
import { TitledSection } from '@/ui/titled-section';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { FormSwitchField } from '@/ui/switch-field';
import { useDragReorder } from '@/ui/use-drag-reorder';
import { PROPERTY_CONDITION_OPERATORS, TAG_CONDITION_MODES } from '../../../../core/workflows/workflows.vocabulary';
import { createAction, createTrigger, fieldErrorAt, workflowFormSchema, type WorkflowFormValues } from '../lib/workflow-form';
import { ActionCard } from './action-card';
import { TriggerCard } from './trigger-card';

type WorkflowFormProps = {
  organizationId: string;
  defaultValues: WorkflowFormValues;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (input: WorkflowInput) => void;
  onCancel: () => void;
  /** Why the caller may not save it (their role): the form shows the workflow, read-only, and says so. */
  readOnlyReason?: string;
};

/** The builder: name and state, triggers, conditions and actions as cards, validated with the API's own schema. */
export function WorkflowForm({
  organizationId,
  defaultValues,
  submitLabel,
  isSubmitting,
  onSubmit,
  onCancel,
  readOnlyReason,
}: WorkflowFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => workflowFormSchema(t), [t]);
  const form = useZodForm<WorkflowFormValues, WorkflowInput>(schema, defaultValues);
  const properties = useProperties(organizationId).data?.properties ?? [];
  const triggers = useFieldArray({ control: form.control, name: 'triggers' });
  const actions = useFieldArray({ control: form.control, name: 'actions' });
  const { rowProps } = useDragReorder(actions.move);
  const errorAt = (path: (string | number)[]) => fieldErrorAt(form.formState.errors, path);
  useUnsavedChangesGuard(form.formState.isDirty && !isSubmitting);

  return (
    <form noValidate className="grid gap-8" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      {readOnlyReason && (
        <Alert>
          <Lock aria-hidden />
          <AlertDescription>{readOnlyReason}</AlertDescription>
        </Alert>
      )}
      <fieldset disabled={readOnlyReason !== undefined || isSubmitting} className="contents">
        <TitledSection title={t('workflows.form.sections.general')}>
          <FormField label={t('workflows.form.name')} error={errorAt(['name'])}>
            <Input autoComplete="off" placeholder={t('workflows.form.name-placeholder')} {...form.register('name')} />
          </FormField>
          <FormSwitchField
            control={form.control}
            name="isEnabled"
            label={t('workflows.form.enabled')}
            description={t('workflows.form.enabled-hint')}
          />
        </TitledSection>

        <TitledSection title={t('workflows.form.sections.triggers')} description={t('workflows.form.triggers.description')}>
          {errorAt(['triggers']) && <p className="text-sm text-destructive">{errorAt(['triggers'])}</p>}
          <ol className="grid gap-3">
            {triggers.fields.map((field, index) => (
              <li key={field.id}>
                <TriggerCard
                  organizationId={organizationId}
                  form={form}
                  index={index}
                  properties={properties}
                  errorAt={errorAt}
                  onRemove={triggers.fields.length > 1 ? () => triggers.remove(index) : undefined}
                />
              </li>
            ))}
          </ol>
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => triggers.append(createTrigger('updated'))}>
              <Plus aria-hidden />
              {t('workflows.form.triggers.add')}
            </Button>
          </div>
        </TitledSection>

        <TitledSection title={t('workflows.form.sections.conditions')} description={t('workflows.form.conditions.description')}>
          <RuleConditionsFields form={form} prefix="conditions." emptyText={t('workflows.form.conditions.empty')} disabled={isSubmitting} />
          <TagCondition organizationId={organizationId} form={form} error={errorAt(['conditions', 'tags', 'tagIds'])} />
          <PropertyConditions form={form} properties={properties} errorAt={errorAt} />
          <FormField label={t('workflows.form.conditions.query')} description={t('workflows.form.conditions.query-hint')}>
            <Input
              autoComplete="off"
              className="font-mono"
              placeholder="tag:invoices created:>2025-01-01"
              {...form.register('conditions.query')}
            />
          </FormField>
        </TitledSection>

        <TitledSection title={t('workflows.form.sections.actions')} description={t('workflows.form.actions.description')}>
          {errorAt(['actions']) && <p className="text-sm text-destructive">{errorAt(['actions'])}</p>}
          <ol className="grid gap-3" aria-label={t('workflows.form.sections.actions')}>
            {actions.fields.map((field, index) => (
              <li key={field.id}>
                <ActionCard
                  organizationId={organizationId}
                  form={form}
                  index={index}
                  count={actions.fields.length}
                  properties={properties}
                  errorAt={errorAt}
                  onMove={actions.move}
                  onRemove={actions.fields.length > 1 ? () => actions.remove(index) : undefined}
                  dragProps={rowProps(index)}
                />
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => actions.append(createAction('add_tags'))}>
              <Plus aria-hidden />
              {t('workflows.form.actions.add')}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => actions.append(createAction('stop'))}>
              <Plus aria-hidden />
              {t('workflows.form.actions.add-stop')}
            </Button>
          </div>
        </TitledSection>
      </fieldset>
      {!readOnlyReason && (
        <FormActions
          cancel={
            <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              {t('workflows.form.cancel')}
            </Button>
          }
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
        />
      )}
    </form>
  );
}

type BuilderForm = ReturnType<typeof useZodForm<WorkflowFormValues, WorkflowInput>>;

/** Tags the document must have: any, all or none of some tags; or no condition on tags. */
function TagCondition({ organizationId, form, error }: { organizationId: string; form: BuilderForm; error?: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="conditions.tags"
      render={({ field }) => (
        <div className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-start">
          <FormField label={t('workflows.form.conditions.tags')}>
            <NativeSelect
              value={field.value?.mode ?? ''}
              onChange={(event) => {
                const mode = event.target.value as (typeof TAG_CONDITION_MODES)[number] | '';
                field.onChange(mode === '' ? null : { mode, tagIds: field.value?.tagIds ?? [] });
              }}
            >
              <option value="">{t('workflows.form.conditions.tags-mode.off')}</option>
              {TAG_CONDITION_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`workflows.form.conditions.tags-mode.${mode}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {field.value && (
            <div className="grid gap-2 sm:pt-7">
              <RuleTagsPicker
                organizationId={organizationId}
                value={field.value.tagIds ?? []}
                onChange={(tagIds) => field.value && field.onChange({ ...field.value, tagIds })}
                aria-invalid={error ? true : undefined}
              />
              {error && <p className="text-sm text-destructive">{error}</p>}
            </div>
          )}
        </div>
      )}
    />
  );
}

/** "Property · operator · value" rows. */
function PropertyConditions({
  form,
  properties,
  errorAt,
}: {
  form: BuilderForm;
  properties: readonly { id: string; name: string }[];
  errorAt: (path: (string | number)[]) => string | undefined;
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'conditions.properties' });
  if (properties.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t('workflows.form.conditions.properties')}</h3>
      <ol className="grid gap-2">
        {rows.fields.map((field, index) => {
          const position = index + 1;
          const error = errorAt(['conditions', 'properties', index, 'propertyId']);
          return (
            <li key={field.id} className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/20 p-3 sm:grid-cols-[1fr_10rem_1fr_auto]">
              <NativeSelect
                aria-label={t('workflows.form.conditions.property-of', { position })}
                aria-invalid={error ? true : undefined}
                {...form.register(`conditions.properties.${index}.propertyId`)}
              >
                <option value="">{t('workflows.form.actions.choose-property')}</option>
                {properties.map((property) => (
                  <option key={property.id} value={property.id}>
                    {property.name}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                aria-label={t('workflows.form.conditions.operator-of', { position })}
                {...form.register(`conditions.properties.${index}.operator`)}
              >
                {PROPERTY_CONDITION_OPERATORS.map((operator) => (
                  <option key={operator} value={operator}>
                    {t(`workflows.form.conditions.property-operators.${operator}`)}
                  </option>
                ))}
              </NativeSelect>
              <Input
                className="col-span-2 sm:col-span-1"
                aria-label={t('workflows.form.conditions.value-of', { position })}
                autoComplete="off"
                {...form.register(`conditions.properties.${index}.value`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="col-span-2 w-full sm:col-span-1 sm:w-9"
                onClick={() => rows.remove(index)}
                aria-label={t('workflows.form.conditions.remove-property', { position })}
              >
                <Trash2 aria-hidden />
              </Button>
              {error && <p className="col-span-full text-sm text-destructive">{error}</p>}
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => rows.append({ propertyId: properties[0]?.id ?? '', operator: 'is_set', value: '' })}
        >
          <Plus aria-hidden />
          {t('workflows.form.conditions.add-property')}
        </Button>
      </div>
    </div>
  );
}
