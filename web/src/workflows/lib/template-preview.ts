import type { TemplateValues } from '../../../../core/workflows/workflow-templates';
import { DEFAULT_DATE_FORMAT, WORKFLOW_PLACEHOLDERS, type WorkflowPlaceholderName } from '../../../../core/workflows/workflow-templates';

/** The document the builder's previews render templates with: every placeholder gives something to see. */
export function sampleTemplateValues(today: string): TemplateValues {
  return {
    name: 'Invoice ACME 2025-031',
    originalName: 'scan_0042.pdf',
    documentDate: '2025-03-12',
    created: '2025-03-14',
    today,
    tagNames: ['Invoices', 'ACME'],
    sender: 'billing@acme.example',
    archiveSerialNumber: 42,
    link: 'https://archive.example/organizations/org_…/documents/doc_…',
    propertyText: (propertyName) => `‹${propertyName}›`,
  };
}

/** What the menu inserts for a placeholder: with the default date format where it takes one, with the property's name for a property. */
export function placeholderText(name: WorkflowPlaceholderName, propertyName?: string): string {
  if (name === 'property') return `{{property:${propertyName ?? ''}}}`;
  const placeholder = WORKFLOW_PLACEHOLDERS.find((candidate) => candidate.name === name);
  return placeholder?.format ? `{{${name}:${DEFAULT_DATE_FORMAT}}}` : `{{${name}}}`;
}

/** The text with `inserted` in place of the selection from `start` to `end`, and where the cursor goes after it. */
export function insertAt(text: string, inserted: string, start: number, end = start): { text: string; cursor: number } {
  return { text: text.slice(0, start) + inserted + text.slice(end), cursor: start + inserted.length };
}
