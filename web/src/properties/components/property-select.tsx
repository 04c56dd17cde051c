import type { ComponentProps } from 'react';
import type { Property } from '@/api/types';
import { NativeSelect } from '@/ui/native-select';

/** A choice among the organization's properties, for a form's `register()`; with `placeholder`, an empty first choice. */
export function PropertySelect({
  properties,
  placeholder,
  ...props
}: ComponentProps<typeof NativeSelect> & { properties: readonly Property[]; placeholder?: string }) {
  return (
    <NativeSelect {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {properties.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {candidate.name}
        </option>
      ))}
    </NativeSelect>
  );
}
