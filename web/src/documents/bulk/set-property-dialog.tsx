import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { Property, PropertyValue } from '@/api/types';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { PropertySelect } from '@/properties/components/property-select';
import { PropertyValueInput } from '@/properties/components/property-value-input';

type SetPropertyDialogProps = {
  properties: Property[];
  /** The selection as the bar says it ("12", "1,000+"). */
  countLabel: string;
  count: number;
  isRunning: boolean;
  onApply: (propertyId: string, value: PropertyValue | null) => Promise<unknown>;
  onClose: () => void;
};

const setPropertySchema = z.object({ propertyId: z.string(), value: z.custom<PropertyValue | null>() });

/** One property's value for every selected document; an empty value clears it. */
export function SetPropertyDialog({ properties, count, countLabel, isRunning, onApply, onClose }: SetPropertyDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(setPropertySchema, { propertyId: properties[0]?.id ?? '', value: null });
  const propertyId = useWatch({ control: form.control, name: 'propertyId' });
  const value = useController({ control: form.control, name: 'value' });
  const property = properties.find((candidate) => candidate.id === propertyId);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('documents.bulk.set-property-dialog.title')}</DialogTitle>
          <DialogDescription>{t('documents.bulk.set-property-dialog.description', { count, countLabel })}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => onApply(values.propertyId, values.value))}>
          <FormField label={t('documents.bulk.set-property-dialog.property')}>
            <PropertySelect properties={properties} {...form.register('propertyId', { onChange: () => form.setValue('value', null) })} />
          </FormField>
          {property && (
            <div className="grid gap-2">
              <span className="text-sm font-medium">{t('documents.bulk.set-property-dialog.value')}</span>
              <PropertyValueInput
                key={property.id}
                property={property}
                value={value.field.value}
                label={t('documents.bulk.set-property-dialog.value-of', { name: property.name })}
                onChange={value.field.onChange}
              />
              <p className="text-sm text-muted-foreground">{t('documents.bulk.set-property-dialog.clear-hint')}</p>
            </div>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('documents.bulk.set-property-dialog.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={isRunning} disabled={!property}>
              {t('documents.bulk.set-property-dialog.apply')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
