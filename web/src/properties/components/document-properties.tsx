import { useId, type ReactNode } from 'react';
import type { Document, Property, PropertyValue } from '@/api/types';
import { useCan } from '@/lib/current-organization';
import { useDraftField } from '@/lib/use-draft-field';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes-guard';
import { Input } from '@/ui/input';
import { useProperties, useSetPropertyValue } from '../properties.queries';
import { PropertyValueText } from './property-value-text';
import { isTypedProperty, PropertyChoiceInput } from './property-value-input';

type EditorProps = {
  property: Property;
  value: PropertyValue | undefined;
  label: string;
  isSaving: boolean;
  onSave: (value: PropertyValue | null) => Promise<unknown>;
};

/** Text, numbers, days and document ids: typed, saved on Enter or leaving the field. */
function TypedEditor({ property, value, label, onSave }: EditorProps) {
  const id = useId();
  const type = property.type === 'date' ? 'date' : 'text';
  const field = useDraftField(value === undefined ? '' : String(value), (draft) => onSave(draft.trim() === '' ? null : draft));
  useUnsavedChangesGuard(field.isDirty);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        inputMode={property.type === 'number' ? 'decimal' : undefined}
        className="h-8 max-w-64"
        {...field.inputProps}
      />
    </>
  );
}

function ChoiceEditor({ property, value, label, isSaving, onSave }: EditorProps) {
  // Failures are told by the mutation: a choice has no draft to keep.
  return (
    <PropertyChoiceInput
      property={property}
      value={value}
      label={label}
      disabled={isSaving}
      onChange={(next) => void onSave(next).catch(() => undefined)}
    />
  );
}

/** The document's custom properties in its Info tab, each edited in place by those who may. */
export function DocumentProperties({
  organizationId,
  document,
  row: Row,
}: {
  organizationId: string;
  document: Pick<Document, 'id' | 'isDeleted' | 'properties'>;
  row: (props: { label: string; children: ReactNode }) => ReactNode;
}) {
  const properties = useProperties(organizationId).data?.properties ?? [];
  const canEdit = useCan('property-values:update') && !document.isDeleted;
  const save = useSetPropertyValue(organizationId, document.id);

  return properties.map((property) => {
    const value = document.properties?.[property.id];
    const label = property.unit ? `${property.name} (${property.unit})` : property.name;
    const editorProps = {
      property,
      value,
      label,
      isSaving: save.isPending,
      onSave: (next: PropertyValue | null) => save.mutateAsync({ property, value: next }),
    };
    return (
      <Row key={property.id} label={label}>
        {!canEdit ? (
          <PropertyValueText property={property} value={value} />
        ) : isTypedProperty(property.type) ? (
          <TypedEditor {...editorProps} />
        ) : (
          <ChoiceEditor {...editorProps} />
        )}
      </Row>
    );
  });
}
