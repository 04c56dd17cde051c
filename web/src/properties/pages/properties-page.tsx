import { Plus, SlidersHorizontal, Trash2, X } from 'lucide-react';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { Property, PropertyInput, PropertyType } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { FormErrorAlert } from '@/ui/form-error-alert';
import { FormCheckboxField } from '@/ui/form-checkbox-field';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LoadErrorAlert } from '@/ui/load-error';
import { NativeSelect } from '@/ui/native-select';
import { PageContainer, PageHeader } from '@/ui/page';
import { LoadingState } from '@/ui/spinner';
import { PROPERTY_TYPES } from '../../../../core/properties/property-types';
import { nextOptionColor } from '../option-colors';
import { usePropertyMutations, useProperties } from '../properties.queries';

const hasOptions = (type: PropertyType) => type === 'select' || type === 'multiselect';

/** A new option, in a colour the others do not have. */
const newOption = (options: readonly { color: string }[]) => ({ name: '', color: nextOptionColor(options.map(({ color }) => color)) });

const valuesOf = (property?: Property) =>
  property
    ? {
        name: property.name,
        type: property.type,
        unit: property.unit ?? '',
        description: property.description ?? '',
        options: property.options,
        suggest: property.suggest,
      }
    : { name: '', type: 'text' as const, unit: '', description: '', options: [], suggest: false };

function PropertyForm({ organizationId, property, onClose }: { organizationId: string; property?: Property; onClose: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().check(z.trim(), z.minLength(1, t('properties.form.name.required'))),
        type: z.enum(PROPERTY_TYPES),
        unit: z.string(),
        description: z.string(),
        options: z.array(z.object({ id: z.optional(z.string()), name: z.string(), color: z.string() })),
        suggest: z.boolean(),
      }),
    [t],
  );
  const form = useZodForm(schema, valuesOf(property));
  const { errors } = form.formState;
  const options = useFieldArray({ control: form.control, name: 'options' });
  const type = useWatch({ control: form.control, name: 'type' });
  const { create, update } = usePropertyMutations(organizationId);

  const onSubmit = form.handleSubmit((values) => {
    const input: PropertyInput = {
      name: values.name,
      type: values.type,
      unit: values.type === 'number' ? values.unit : null,
      description: values.description,
      options: hasOptions(values.type) ? values.options.filter((option) => option.name.trim() !== '') : [],
      suggest: hasOptions(values.type) && values.suggest,
    };
    const outcome = {
      onSuccess: () => {
        toast.success(t(property ? 'properties.form.updated' : 'properties.form.created', { name: values.name }));
        onClose();
      },
      onError: (error: Error) => form.setError('root', { message: errorMessage(error, t) }),
    };
    if (property) update.mutate({ propertyId: property.id, input }, outcome);
    else create.mutate(input, outcome);
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t('properties.form.name.label')} error={errors.name?.message}>
        <Input autoFocus autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t('properties.form.type.label')} description={property ? t('properties.form.type.fixed') : undefined}>
        <NativeSelect
          disabled={property !== undefined}
          {...form.register('type', {
            // A choice is made of options: it starts with one to name.
            onChange: (event: ChangeEvent<HTMLSelectElement>) => {
              if (hasOptions(event.target.value as PropertyType) && options.fields.length === 0) options.append(newOption([]));
            },
          })}
        >
          {PROPERTY_TYPES.map((propertyType) => (
            <option key={propertyType} value={propertyType}>
              {t(`properties.types.${propertyType}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {type === 'number' && (
        <FormField label={t('properties.form.unit.label')} description={t('properties.form.unit.description')}>
          <Input autoComplete="off" maxLength={16} {...form.register('unit')} />
        </FormField>
      )}
      <FormField label={t('properties.form.description.label')}>
        <Input autoComplete="off" maxLength={256} {...form.register('description')} />
      </FormField>
      {hasOptions(type) && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('properties.form.options.label')}</legend>
          {options.fields.map((option, index) => (
            <div key={option.id} className="flex items-center gap-2">
              <input
                type="color"
                aria-label={t('properties.form.options.color', { position: index + 1 })}
                className="h-8 w-10 cursor-pointer rounded border bg-transparent"
                {...form.register(`options.${index}.color`)}
              />
              <Input
                aria-label={t('properties.form.options.name', { position: index + 1 })}
                className="h-8"
                {...form.register(`options.${index}.name`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('properties.form.options.remove', { position: index + 1 })}
                onClick={() => options.remove(index)}
              >
                <X aria-hidden />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => options.append(newOption(form.getValues('options')))}
          >
            <Plus aria-hidden />
            {t('properties.form.options.add')}
          </Button>
          {property && <p className="text-xs text-muted-foreground">{t('properties.form.options.removal')}</p>}
        </fieldset>
      )}
      {hasOptions(type) && (
        <div className="grid gap-1">
          <FormCheckboxField control={form.control} name="suggest" label={t('properties.form.suggest.label')} />
          <p className="text-xs text-muted-foreground">{t('properties.form.suggest.description')}</p>
        </div>
      )}
      {errors.root?.message && <FormErrorAlert message={errors.root.message} />}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={create.isPending || update.isPending}>
          {t(property ? 'properties.form.save' : 'properties.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** `/organizations/:organizationId/settings/properties`: the custom properties of the organization's documents. */
export function PropertiesPage() {
  const { t } = useTranslation();
  const { organization } = useCurrentOrganization();
  const organizationId = organization.id;
  const canManage = useCan('properties:create');
  const query = useProperties(organizationId);
  const { remove } = usePropertyMutations(organizationId);
  const confirmDestructive = useConfirmDestructive();
  const [editing, setEditing] = useState<Property | 'new' | null>(null);

  const deleteProperty = (property: Property) =>
    confirmDestructive(destructiveTextsAt(t, 'properties.confirm-delete', { name: property.name }), () =>
      remove.mutateAsync(property.id, {
        onSuccess: () => toast.success(t('properties.deleted', { name: property.name })),
        onError: (error) => toast.error(t('properties.delete-error'), { description: errorMessage(error, t) }),
      }),
    );

  const properties = query.data?.properties ?? [];
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title={t('properties.title')}
        description={t('properties.description')}
        actions={
          canManage && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              {t('properties.add')}
            </Button>
          )
        }
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <LoadErrorAlert
          title={t('properties.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : properties.length === 0 ? (
        <EmptyState icon={SlidersHorizontal} title={t('properties.empty.title')} description={t('properties.empty.description')} />
      ) : (
        <ul aria-label={t('properties.title')} className="divide-y rounded-xl border bg-card">
          {properties.map((property) => (
            <li key={property.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{property.name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {t(`properties.types.${property.type}`)}
                  {property.unit && ` · ${property.unit}`}
                  {property.options.length > 0 && ` · ${property.options.map((option) => option.name).join(', ')}`}
                  {property.suggest && ` · ${t('properties.suggested')}`}
                  {property.description && ` · ${property.description}`}
                </p>
              </div>
              {canManage && (
                <div className="flex shrink-0 gap-1">
                  <Button variant="outline" size="sm" onClick={() => setEditing(property)}>
                    {t('properties.edit')}
                    <span className="sr-only"> {property.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-muted-foreground hover:text-destructive"
                    aria-label={t('properties.delete', { name: property.name })}
                    onClick={() => void deleteProperty(property)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t(editing === 'new' ? 'properties.form.create-title' : 'properties.form.edit-title')}</DialogTitle>
            <DialogDescription>
              {t(editing === 'new' ? 'properties.form.create-description' : 'properties.form.description-text')}
            </DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <PropertyForm
              organizationId={organizationId}
              property={editing === 'new' ? undefined : editing}
              onClose={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </PageContainer>
  );
}
