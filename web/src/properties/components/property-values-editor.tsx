import { X } from 'lucide-react';
import { useEffect, useId } from 'react';
import type { Property, PropertyValue } from '@/api/types';
import { NativeSelect } from '@/ui/native-select';
import { RowActionButton } from '@/ui/row-action-button';
import { useProperties } from '../properties.queries';
import { PropertyValueInput } from './property-value-input';

type PropertyValueRow = { propertyId: string; value: PropertyValue | null };

/** What the editor says, given by the form it is in: "Value of {name}", "Remove {name}" are functions of the name. */
type PropertyValuesEditorTexts = {
  add: string;
  removeTooltip: string;
  remove: (name: string) => string;
  valueOf: (name: string) => string;
};

type PropertyValuesEditorProps = {
  organizationId: string;
  texts: PropertyValuesEditorTexts;
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
export function PropertyValuesEditor({ organizationId, texts, value, onChange, errors = [], disabled }: PropertyValuesEditorProps) {
  const addId = useId();
  const { data, isSuccess } = useProperties(organizationId);
  const properties = data?.properties ?? [];
  const byId = new Map(properties.map((property) => [property.id, property]));
  const isStale = isSuccess && value.some((row) => !byId.has(row.propertyId));
  useEffect(() => {
    if (isStale) onChange(value.filter((row) => byId.has(row.propertyId)));
  });

  const unused = properties.filter((property) => !value.some((row) => row.propertyId === property.id));
  const change = (index: number, next: PropertyValue | null) =>
    onChange(value.map((row, position) => (position === index ? { ...row, value: next } : row)));

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
              <PropertyValueInput
                property={property}
                value={row.value}
                label={texts.valueOf(property.name)}
                disabled={disabled}
                onChange={(next) => change(index, next)}
              />
              <RowActionButton
                tooltip={texts.removeTooltip}
                label={texts.remove(property.name)}
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
            {texts.add}
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
            <option value="">{texts.add}</option>
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
