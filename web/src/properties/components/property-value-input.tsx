import { useTranslation } from 'react-i18next';
import type { Property, PropertyType, PropertyValue } from '@/api/types';
import { useMembers } from '@/members/members.queries';
import { Input } from '@/ui/input';
import { NativeCheckbox } from '@/ui/native-checkbox';
import { NativeSelect } from '@/ui/native-select';

/** Text, numbers, days and document ids are typed; the other types are chosen. */
export const isTypedProperty = (type: PropertyType) => type === 'text' || type === 'number' || type === 'date' || type === 'document';

type ChoiceInputProps = {
  property: Property;
  value: PropertyValue | null | undefined;
  label: string;
  disabled?: boolean;
  onChange: (value: PropertyValue | null) => void;
};

/** Yes/no as a checkbox, options as checkboxes or a list, a member from the organization's. */
export function PropertyChoiceInput({ property, value, label, disabled, onChange }: ChoiceInputProps) {
  const { t } = useTranslation();
  const members = useMembers(property.organizationId);
  if (property.type === 'boolean')
    return (
      <NativeCheckbox
        aria-label={label}
        checked={value === true}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  if (property.type === 'multiselect') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1" aria-label={label} disabled={disabled}>
        {property.options.map((option) => (
          <label key={option.id} className="flex items-center gap-1.5 text-sm">
            <NativeCheckbox
              checked={chosen.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
            />
            <span className="size-2 rounded-full" style={{ backgroundColor: option.color }} aria-hidden />
            {option.name}
          </label>
        ))}
      </fieldset>
    );
  }
  const choices =
    property.type === 'member'
      ? (members.data?.members ?? []).map((member) => ({ id: member.user.id, name: member.user.name }))
      : property.options;
  return (
    <NativeSelect
      aria-label={label}
      className="max-w-64 [&>select]:h-8"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">{t('properties.value.none')}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** A value in a form (a rule's, a bulk action's): typed values stay text until the server reads them (1234,50 is a number). */
export function PropertyValueInput(props: ChoiceInputProps) {
  const { property, value, label, disabled, onChange } = props;
  if (!isTypedProperty(property.type)) return <PropertyChoiceInput {...props} />;
  return (
    <Input
      aria-label={label}
      type={property.type === 'date' ? 'date' : 'text'}
      inputMode={property.type === 'number' ? 'decimal' : undefined}
      className="h-8 max-w-64"
      value={value === null || value === undefined ? '' : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}
