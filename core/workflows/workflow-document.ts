import type { PropertyType, PropertyValue } from '../properties/property-types';
import type { DocumentSource } from '../documents/document-states';

/** A document as a workflow sees it: what its conditions test and its templates read. Days are 'YYYY-MM-DD'. */
export type WorkflowDocument = {
  id: string;
  name: string;
  originalName: string;
  content: string;
  documentDate: string | null;
  created: string;
  archiveSerialNumber: number | null;
  source: DocumentSource | null;
  /** The address an intake email came from. */
  sender: string | null;
  isDeleted: boolean;
  tags: { id: string; name: string }[];
  properties: WorkflowDocumentProperty[];
};

/** A property of the organization with the document's value (null when it has none) and that value as a person reads it. */
export type WorkflowDocumentProperty = {
  propertyId: string;
  name: string;
  type: PropertyType;
  options: { id: string; name: string }[];
  value: PropertyValue | null;
};

/** A value as a person reads it: an option's name, 'Yes', a number as written. */
export function propertyText({ type, options, value }: WorkflowDocumentProperty): string | null {
  if (value === null) return null;
  const optionName = (id: string) => options.find((option) => option.id === id)?.name ?? '';
  if (type === 'select' && typeof value === 'string') return optionName(value);
  if (type === 'multiselect' && Array.isArray(value)) return value.map(optionName).join(', ');
  if (type === 'boolean') return value ? 'Yes' : 'No';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The value compared by property conditions: an option's id for a select, option ids joined for a multi-select. */
export function propertyComparable(value: PropertyValue | null): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}
