import { Lock } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes-guard';
import { Alert, AlertDescription } from '@/ui/alert';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { FormActions } from '@/ui/form-actions';
import { FormField } from '@/ui/form-field';
import { TitledSection } from '@/ui/titled-section';
import { Input } from '@/ui/input';
import { FormSwitchField } from '@/ui/switch-field';
import { appliesToEveryDocument, taggingRuleFormSchema, type TaggingRuleFormValues } from '../lib/tagging-rule-form';
import { useProperties } from '@/properties/properties.queries';
import { Skeleton } from '@/ui/skeleton';
import { RuleConditionsFields } from './conditions-builder';
import { RuleTagsPicker } from './rule-tags-picker';
import { TAGGING_RULE_DESCRIPTION_MAX_LENGTH } from '../../../../core/field-limits';

const PropertyValuesEditor = lazy(() =>
  import('@/properties/components/property-values-editor').then(({ PropertyValuesEditor }) => ({ default: PropertyValuesEditor })),
);

type TaggingRuleFormProps = {
  organizationId: string;
  defaultValues: TaggingRuleFormValues;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (values: TaggingRuleFormValues) => void;
  onCancel?: () => void;
  /** Why the caller may not save it (their role): the form shows the rule, read-only, and says so. */
  readOnlyReason?: string;
};

/**
 * The create and edit form: name, description, enabled, match mode, case sensitivity, conditions and
 * tags. Saving a rule without conditions asks first, since it would tag every document.
 */
export function TaggingRuleForm({
  organizationId,
  defaultValues,
  submitLabel,
  isSubmitting,
  onSubmit,
  onCancel,
  readOnlyReason,
}: TaggingRuleFormProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const schema = useMemo(() => taggingRuleFormSchema(t), [t]);
  const form = useZodForm<TaggingRuleFormValues, TaggingRuleFormValues>(schema, defaultValues);
  const { errors } = form.formState;
  // The editor of property values loads for an organization that has properties.
  const properties = useProperties(organizationId);
  const hasProperties = (properties.data?.properties.length ?? 0) > 0;
  // A saving form leaves on success: only a form left with changes asks.
  useUnsavedChangesGuard(form.formState.isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (values) => {
    if (appliesToEveryDocument(values)) {
      const isConfirmed = await confirm({
        title: t('tagging-rules.form.no-conditions.title'),
        message: t('tagging-rules.form.no-conditions.message'),
        confirmLabel: t('tagging-rules.form.no-conditions.confirm'),
        cancelLabel: t('tagging-rules.form.no-conditions.cancel'),
      });
      if (!isConfirmed) return;
    }
    onSubmit(values);
  });

  return (
    <form noValidate className="grid gap-8" onSubmit={(event) => void submit(event)}>
      {readOnlyReason && (
        <Alert>
          <Lock aria-hidden />
          <AlertDescription>{readOnlyReason}</AlertDescription>
        </Alert>
      )}
      <fieldset disabled={readOnlyReason !== undefined} className="contents">
        <TitledSection title={t('tagging-rules.form.sections.general')}>
          <FormField label={t('tagging-rules.form.name.label')} error={errors.name?.message}>
            <Input autoFocus autoComplete="off" placeholder={t('tagging-rules.form.name.placeholder')} {...form.register('name')} />
          </FormField>
          <FormField
            label={t('tagging-rules.form.description.label')}
            error={errors.description?.message}
            description={t('tagging-rules.form.description.hint', { max: TAGGING_RULE_DESCRIPTION_MAX_LENGTH })}
          >
            <Input autoComplete="off" placeholder={t('tagging-rules.form.description.placeholder')} {...form.register('description')} />
          </FormField>
          <FormSwitchField
            control={form.control}
            name="isEnabled"
            label={t('tagging-rules.form.enabled.label')}
            description={t('tagging-rules.form.enabled.description')}
          />
        </TitledSection>

        <TitledSection title={t('tagging-rules.form.sections.conditions')} description={t('tagging-rules.form.conditions.description')}>
          <RuleConditionsFields form={form} prefix="" emptyText={t('tagging-rules.form.conditions.empty')} disabled={isSubmitting} />
        </TitledSection>

        <TitledSection title={t('tagging-rules.form.sections.actions')} description={t('tagging-rules.form.tags.description')}>
          <Controller
            control={form.control}
            name="tagIds"
            render={({ field }) => (
              <FormField label={t('tagging-rules.form.tags.label')} error={errors.tagIds?.message}>
                <RuleTagsPicker
                  ref={field.ref}
                  organizationId={organizationId}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={isSubmitting}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="propertyValues"
            render={({ field }) => (
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">{t('tagging-rules.form.properties.label')}</h3>
                <p className="text-sm text-muted-foreground">{t('tagging-rules.form.properties.description')}</p>
                {hasProperties ? (
                  <Suspense fallback={<Skeleton className="h-9 max-w-64" />}>
                    <PropertyValuesEditor
                      organizationId={organizationId}
                      texts={{
                        add: t('tagging-rules.form.properties.add'),
                        removeTooltip: t('tagging-rules.form.properties.remove-tooltip'),
                        remove: (name) => t('tagging-rules.form.properties.remove', { name }),
                        valueOf: (name) => t('tagging-rules.form.properties.value-of', { name }),
                      }}
                      value={field.value}
                      onChange={field.onChange}
                      errors={field.value.map((_, index) => errors.propertyValues?.[index]?.value?.message)}
                      disabled={isSubmitting}
                    />
                  </Suspense>
                ) : (
                  properties.isSuccess && <p className="text-sm text-muted-foreground">{t('tagging-rules.form.properties.none')}</p>
                )}
              </div>
            )}
          />
        </TitledSection>
      </fieldset>
      {!readOnlyReason && (
        <FormActions
          cancel={
            onCancel && (
              <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
                {t('tagging-rules.form.cancel')}
              </Button>
            )
          }
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
        />
      )}
    </form>
  );
}
