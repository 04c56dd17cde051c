import { X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property, PropertyValue } from '@/api/types';
import { NativeSelect } from '@/ui/native-select';
import { RowActionButton } from '@/ui/row-action-button';
import { useProperties } from '../properties.queries';
import { PropertyValueInput } from './property-value-input';

export type PropertyValueRow = { propertyId: string; value: PropertyValue | null };

type PropertyValuesEditorProps = {
  organizationId: string;
  value: PropertyValueRow[];
  onChange: (rows: PropertyValueRow[]) => void;
  /** Each row's error, by position. */
  errors?: (string | undefined)[];
  disabled?: boolean;
};

const labelOf = (property: Property) => (property.unit ? `${property.name} (${property.unit})` : property.name);

/**
 * Properties and the value each gets (a tagging rule's "set property" actions): one row per
 * property, "Add a property" listing the others. A property deleted meanwhile leaves the list.
 */
export function PropertyValuesEditor({ organizationId, value, onChange, errors = [], disabled }: PropertyValuesEditorProps) {
  const { t } = useTranslation();
  const addId = useId();
  const { data, isSuccess } = useProperties(organizationId);
  const properties = data?.properties ?? [];
  const byId = new Map(properties.map((property) => [property.id, property]));
  const isStale = isSuccess && value.some((row) => !byId.has(row.propertyId));
  useEffect(() => {
    if (isStale) onChange(value.filter((row) => byId.has(row.propertyId)));
  });

  const unused = properties.filter((property) => !value.some((row) => row.propertyId === property.id));
  const change = (index: number, next: PropertyValue | null) => onChange(value.map((row, position) => (position === index ? { ...row, value: next } : row)));

  return (
    <div className="grid gap-3">
      {value.map((row, index) => {
        const property = byId.get(row.propertyId);
        if (!property) return null;
        const error = errors[index];
        return (
          <div key={row.propertyId} className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-32 text-sm font-medium">{labelOf(property)}</span>
              <PropertyValueInput property={property} value={row.value} label={t('properties.rule-values.value', { name: property.name })} disabled={disabled} onChange={(next) => change(index, next)} />
              <RowActionButton
                tooltip={t('properties.rule-values.remove-tooltip')}
                label={t('properties.rule-values.remove', { name: property.name })}
                icon={X}
                disabled={disabled}
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              />
            </div>
            {error && (
              <p className="text-sm text-destructive" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {unused.length > 0 && (
        <div className="flex items-center gap-2">
          <label htmlFor={addId} className="sr-only">
            {t('properties.rule-values.add')}
          </label>
          <NativeSelect
            id={addId}
            className="max-w-64"
            value=""
            disabled={disabled}
            onChange={(event) => {
              const property = byId.get(event.target.value);
              if (property) onChange([...value, { propertyId: property.id, value: property.type === 'boolean' ? true : null }]);
            }}
          >
            <option value="">{t('properties.rule-values.add')}</option>
            {unused.map((property) => (
              <option key={property.id} value={property.id}>
                {labelOf(property)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
