import { type ReactNode, useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { Organization } from '@/api/types';
import { useConfig } from '@/config/config-provider';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { CardContent } from '@/ui/card';
import { FormCheckboxField } from '@/ui/form-checkbox-field';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { FormSwitchField } from '@/ui/switch-field';
import type { BarcodeSettings } from '../../../../core/documents/barcode-settings';
import { barcodeSettingsFormSchema, barcodeSettingsFormValuesOf } from '../barcode-settings.schema';
import { useUpdateOrganization } from '../organization-changes.queries';
import { SettingsCard, SettingsCardFooter } from './settings-card';

const TEXTS = 'barcodes';

type BarcodeSettingsForm = ReturnType<typeof useBarcodeSettingsForm>;

function useBarcodeSettingsForm(organization: Organization) {
  const { t } = useTranslation();
  const schema = useMemo(() => barcodeSettingsFormSchema(t), [t]);
  return useZodForm(schema, barcodeSettingsFormValuesOf(organization));
}

/**
 * One use of barcodes: its switch, saying what it does with the current text, then the text (and
 * `children`) while it is on. The text also stays while it holds an error: the server checks it either way.
 */
function BarcodeRule({
  form,
  rule,
  textName,
  children,
}: {
  form: BarcodeSettingsForm;
  rule: keyof BarcodeSettings;
  textName: 'separator.text' | 'asn.prefix' | 'tags.prefix';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [isEnabled, text] = useWatch({ control: form.control, name: [`${rule}.isEnabled`, textName] });
  const { error } = form.getFieldState(textName, form.formState);
  return (
    <div className="grid gap-3">
      <FormSwitchField
        control={form.control}
        name={`${rule}.isEnabled`}
        label={t(`${TEXTS}.${rule}.label`)}
        description={t(`${TEXTS}.${rule}.description`, { text })}
      />
      {(isEnabled || error) && (
        <FormField label={t(`${TEXTS}.${rule}.text`)} error={error?.message}>
          <Input autoComplete="off" {...form.register(textName)} />
        </FormField>
      )}
      {isEnabled && children}
    </div>
  );
}

/**
 * What barcodes on scanned pages do: separator sheets, archive serial numbers and tag labels, each off
 * until an admin turns it on. The demo reads no barcodes, so there the card is shown but disabled.
 */
export function BarcodesCard({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const { t } = useTranslation();
  const { isDemoMode } = useConfig();
  const isEditable = canEdit && !isDemoMode;
  const form = useBarcodeSettingsForm(organization);
  const { isDirty, errors } = form.formState;
  const { barcodes } = organization;

  // Follows the saved settings (after a save, or a change made elsewhere) while the fields are untouched.
  useEffect(() => {
    form.reset(barcodeSettingsFormValuesOf({ barcodes }), { keepDirtyValues: true });
  }, [barcodes, form]);

  const save = useUpdateOrganization(organization.id, {
    onSuccess: (updated) => {
      form.reset(barcodeSettingsFormValuesOf(updated));
      toast.success(t(`${TEXTS}.success`));
    },
    onError: (error) => form.setError('root', { message: errorMessage(error, t) }),
  });

  return (
    <SettingsCard title={t(`${TEXTS}.title`)} description={t(`${TEXTS}.description`)}>
      <form noValidate className="contents" onSubmit={form.handleSubmit((settings) => save.mutate({ barcodes: settings }))}>
        <CardContent className="grid gap-4">
          {/* Disables every switch, box and field at once for those who may not change them. */}
          <fieldset disabled={!isEditable} className="grid gap-4">
            <BarcodeRule form={form} rule="separator" textName="separator.text" />
            <BarcodeRule form={form} rule="asn" textName="asn.prefix" />
            <BarcodeRule form={form} rule="tags" textName="tags.prefix">
              <FormCheckboxField control={form.control} name="tags.mayCreateTags" label={t(`${TEXTS}.tags.may-create`)} />
            </BarcodeRule>
          </fieldset>
          {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
        </CardContent>
        <SettingsCardFooter
          isAllowed={canEdit}
          hint={t(isDemoMode ? `${TEXTS}.demo` : `${TEXTS}.hint`)}
          roleNotice={t(`${TEXTS}.admin-only`)}
        >
          <Button type="submit" disabled={!isEditable || !isDirty} isLoading={save.isPending}>
            {t(`${TEXTS}.submit`)}
          </Button>
        </SettingsCardFooter>
      </form>
    </SettingsCard>
  );
}
