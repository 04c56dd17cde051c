import { useId, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toggled } from '@/lib/toggled';
import { useFormatters } from '@/lib/use-formatters';
import { useZodForm } from '@/lib/use-zod-form';
import { useOrganizations } from '@/organizations/organizations.queries';
import { Button } from '@/ui/button';
import { CheckboxItem, FieldGroup } from '@/ui/checklist';
import { FormActions } from '@/ui/form-actions';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { LoadErrorAlert } from '@/ui/load-error';
import { NativeSelect } from '@/ui/native-select';
import { RadioCards } from '@/ui/radio-cards';
import { Skeleton } from '@/ui/skeleton';
import { API_KEY_PERMISSIONS } from '../../../../core/permissions/organization-permissions';
import {
  apiKeyFormSchema,
  createDefaultFormValues,
  EXPIRY_DAYS,
  ORGANIZATION_SCOPES,
  PERMISSION_SECTIONS,
  toDateInputValue,
  type ApiKeyFormValues,
} from '../lib/api-key-form';

type ApiKeyForm = UseFormReturn<ApiKeyFormValues, unknown, ApiKeyFormValues>;

type ApiKeyFormProps = { isSubmitting: boolean; submitError?: string; onSubmit: (values: ApiKeyFormValues) => void };

/** Name, permissions (all by default), organizations (all, or chosen ones) and expiry of a new key. */
export function ApiKeyForm({ isSubmitting, submitError, onSubmit }: ApiKeyFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => apiKeyFormSchema(t), [t]);
  const form = useZodForm<ApiKeyFormValues, ApiKeyFormValues>(schema, createDefaultFormValues());
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-8" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label={t('api-keys.form.name.label')} error={errors.name?.message} description={t('api-keys.form.name.description')}>
        <Input autoFocus autoComplete="off" placeholder={t('api-keys.form.name.placeholder')} {...form.register('name')} />
      </FormField>
      <PermissionsField form={form} />
      <OrganizationsField form={form} />
      <ExpiryField form={form} />
      {submitError && <FormErrorAlert message={submitError} />}
      <FormActions
        cancel={
          <Button asChild variant="secondary">
            <Link to="/api-keys">{t('api-keys.form.cancel')}</Link>
          </Button>
        }
        submitLabel={t('api-keys.form.submit')}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}

/** One checklist per resource: create, read, update, delete. */
function PermissionsField({ form }: { form: ApiKeyForm }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="permissions"
      render={({ field, fieldState }) => (
        <FieldGroup
          legend={t('api-keys.form.permissions.label')}
          description={t('api-keys.form.permissions.description')}
          error={fieldState.error?.message}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {PERMISSION_SECTIONS.map(({ section, permissions }, sectionIndex) => (
              <fieldset key={section} className="grid content-start gap-2.5 rounded-lg border p-4">
                <legend className="px-1 text-sm font-medium">{t(`api-keys.form.permissions.sections.${section}`)}</legend>
                {permissions.map(({ permission, action }, index) => (
                  <CheckboxItem
                    key={permission}
                    ref={sectionIndex === 0 && index === 0 ? field.ref : undefined}
                    label={t(`api-keys.form.permissions.actions.${action}`)}
                    checked={field.value.includes(permission)}
                    onCheckedChange={(checked) => field.onChange(toggled(field.value, permission, checked, API_KEY_PERMISSIONS))}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        </FieldGroup>
      )}
    />
  );
}

/** All of the user's organizations (also those joined later), or the ones ticked in a list. */
function OrganizationsField({ form }: { form: ApiKeyForm }) {
  const { t } = useTranslation();
  const id = useId();
  const scope = form.watch('organizationScope');
  return (
    <div className="grid gap-3">
      <Controller
        control={form.control}
        name="organizationScope"
        render={({ field }) => (
          <div className="grid gap-2">
            <Label id={id}>{t('api-keys.form.organizations.label')}</Label>
            <RadioCards
              ref={field.ref}
              aria-labelledby={id}
              value={field.value}
              onValueChange={field.onChange}
              options={ORGANIZATION_SCOPES.map((value) => ({
                value,
                label: t(`api-keys.form.organizations.${value}.label`),
                description: t(`api-keys.form.organizations.${value}.description`),
              }))}
            />
          </div>
        )}
      />
      {scope === 'chosen' && <OrganizationsChecklist form={form} />}
    </div>
  );
}

function OrganizationsChecklist({ form }: { form: ApiKeyForm }) {
  const { t } = useTranslation();
  const query = useOrganizations();
  const organizationIds = useMemo(() => query.data?.organizations.map(({ id }) => id) ?? [], [query.data]);
  if (query.isError)
    return (
      <LoadErrorAlert
        title={t('api-keys.form.organizations.error')}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  return (
    <Controller
      control={form.control}
      name="organizationIds"
      render={({ field, fieldState }) => (
        <FieldGroup legend={t('api-keys.form.organizations.chosen.legend')} error={fieldState.error?.message}>
          {query.isPending ? (
            <div className="grid gap-2.5" aria-label={t('common.loading')} role="status">
              <Skeleton className="h-4 w-48 rounded" />
              <Skeleton className="h-4 w-36 rounded" />
            </div>
          ) : (
            <div className="grid gap-2.5 rounded-lg border p-4 sm:grid-cols-2">
              {query.data.organizations.map((organization, index) => (
                <CheckboxItem
                  key={organization.id}
                  ref={index === 0 ? field.ref : undefined}
                  label={organization.name}
                  checked={field.value.includes(organization.id)}
                  onCheckedChange={(checked) => field.onChange(toggled(field.value, organization.id, checked, organizationIds))}
                />
              ))}
            </div>
          )}
        </FieldGroup>
      )}
    />
  );
}

/** Never, in 30, 90 or 365 days, or at the end of a chosen day. */
function ExpiryField({ form }: { form: ApiKeyForm }) {
  const { t } = useTranslation();
  const { formatDays } = useFormatters();
  const expiry = form.watch('expiry');
  const today = toDateInputValue(new Date());
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField label={t('api-keys.form.expiry.label')}>
        <NativeSelect {...form.register('expiry')}>
          <option value="never">{t('api-keys.form.expiry.never')}</option>
          {EXPIRY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              {formatDays(days)}
            </option>
          ))}
          <option value="date">{t('api-keys.form.expiry.date')}</option>
        </NativeSelect>
      </FormField>
      {expiry === 'date' && (
        <FormField label={t('api-keys.form.expiry.date-label')} error={form.formState.errors.expiryDate?.message}>
          <Input type="date" min={today} {...form.register('expiryDate')} />
        </FormField>
      )}
    </div>
  );
}
