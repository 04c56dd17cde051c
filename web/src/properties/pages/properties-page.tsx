import { Plus, SlidersHorizontal, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast';
import { errorMessage } from '@/api/error-message';
import type { Property, PropertyInput, PropertyType } from '@/api/types';
import { useCan, useCurrentOrganization } from '@/lib/current-organization';
import { Button } from '@/ui/button';
import { destructiveTextsAt, useConfirmDestructive } from '@/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { FormErrorAlert } from '@/ui/form-error-alert';
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

type Draft = {
  name: string;
  type: PropertyType;
  unit: string;
  description: string;
  options: { id?: string; name: string; color: string }[];
};
const draftOf = (property?: Property): Draft =>
  property
    ? {
        name: property.name,
        type: property.type,
        unit: property.unit ?? '',
        description: property.description ?? '',
        options: property.options,
      }
    : { name: '', type: 'text', unit: '', description: '', options: [] };

function PropertyForm({ organizationId, property, onClose }: { organizationId: string; property?: Property; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(property));
  const [error, setError] = useState<string | null>(null);
  const { create, update } = usePropertyMutations(organizationId);
  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const setOption = (index: number, changes: Partial<Draft['options'][number]>) =>
    change({ options: draft.options.map((option, at) => (at === index ? { ...option, ...changes } : option)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.name.trim() === '') return setError(t('properties.form.name.required'));
    const input: PropertyInput = {
      name: draft.name,
      type: draft.type,
      unit: draft.type === 'number' ? draft.unit : null,
      description: draft.description,
      options: hasOptions(draft.type) ? draft.options.filter((option) => option.name.trim() !== '') : [],
    };
    try {
      if (property) await update.mutateAsync({ propertyId: property.id, input });
      else await create.mutateAsync(input);
      toast.success(t(property ? 'properties.form.updated' : 'properties.form.created', { name: draft.name.trim() }));
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t));
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <FormField label={t('properties.form.name.label')}>
        <Input autoFocus autoComplete="off" value={draft.name} onChange={(event) => change({ name: event.target.value })} />
      </FormField>
      <FormField label={t('properties.form.type.label')} description={property ? t('properties.form.type.fixed') : undefined}>
        <NativeSelect
          value={draft.type}
          disabled={property !== undefined}
          onChange={(event) => {
            const type = event.target.value as PropertyType;
            // A choice is made of options: it starts with one to name.
            change({ type, options: hasOptions(type) && draft.options.length === 0 ? [newOption([])] : draft.options });
          }}
        >
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`properties.types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {draft.type === 'number' && (
        <FormField label={t('properties.form.unit.label')} description={t('properties.form.unit.description')}>
          <Input autoComplete="off" value={draft.unit} maxLength={16} onChange={(event) => change({ unit: event.target.value })} />
        </FormField>
      )}
      <FormField label={t('properties.form.description.label')}>
        <Input
          autoComplete="off"
          value={draft.description}
          maxLength={256}
          onChange={(event) => change({ description: event.target.value })}
        />
      </FormField>
      {hasOptions(draft.type) && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('properties.form.options.label')}</legend>
          {draft.options.map((option, index) => (
            <div key={option.id ?? `new-${index}`} className="flex items-center gap-2">
              <input
                type="color"
                aria-label={t('properties.form.options.color', { position: index + 1 })}
                value={option.color}
                className="h-8 w-10 cursor-pointer rounded border bg-transparent"
                onChange={(event) => setOption(index, { color: event.target.value })}
              />
              <Input
                aria-label={t('properties.form.options.name', { position: index + 1 })}
                className="h-8"
                value={option.name}
                onChange={(event) => setOption(index, { name: event.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('properties.form.options.remove', { position: index + 1 })}
                onClick={() => change({ options: draft.options.filter((_, at) => at !== index) })}
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
            onClick={() => change({ options: [...draft.options, newOption(draft.options)] })}
          >
            <Plus aria-hidden />
            {t('properties.form.options.add')}
          </Button>
          {property && <p className="text-xs text-muted-foreground">{t('properties.form.options.removal')}</p>}
        </fieldset>
      )}
      {error && <FormErrorAlert message={error} />}
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
