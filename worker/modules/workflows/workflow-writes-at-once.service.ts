/** A workflow's writes over many documents at once: a statement or two whatever their number. */
import type { OrganizationDependencies } from '../../platform/dependencies';
import { runStatements } from '../../platform/db/batched-read';
import { publishDocumentEvents, type DocumentEvent } from '../documents/documents.events';
import { applyPropertyValue } from '../documents/document-properties.service';
import { tagChangeStatements } from '../documents/document-tags.service';
import type { PropertyRow } from '../properties/properties.repository';
import type { TagLink } from '../tags/tags.repository';
import type { ActionChange, PlanContext } from '../../../core/workflows/workflow-plan';
import type { WorkflowDocument } from '../../../core/workflows/workflow-document';

export type Planned<Type extends ActionChange['type']> = { document: WorkflowDocument; step: Extract<ActionChange, { type: Type }> };

/** Each tag linked to the documents it was planned for, with its activity where the link is new. */
export async function addTagsAtOnce(
  deps: OrganizationDependencies,
  organizationId: string,
  changes: Planned<'add_tags'>[],
  tagNameOf: PlanContext['tagNameOf'],
) {
  const { organizationDb: db } = deps;
  const nameOf = new Map(changes.map(({ document }) => [document.id, document.name]));
  const links = changes.flatMap(({ document, step }) => step.tagIds.map((tagId) => ({ documentId: document.id, tagId })));
  const [, linked] = (await runStatements(db, [...tagChangeStatements(db, { organizationId, userId: null, links, isAdding: true })])) as [
    unknown,
    TagLink[],
  ];
  const events: DocumentEvent[] = linked.map(({ documentId, tagId }) => ({
    type: 'document.tag.added' as const,
    organizationId,
    documentId,
    documentName: nameOf.get(documentId)!,
    tagId,
    tagName: tagNameOf(tagId) ?? '',
  }));
  await publishDocumentEvents(deps, events);
  return events.map(({ documentId }) => documentId);
}

/** The property's value written on the documents it was planned for, those planned the same value together. */
export async function setPropertyAtOnce(
  deps: OrganizationDependencies,
  organizationId: string,
  property: PropertyRow,
  changes: Planned<'set_property'>[],
) {
  const byValue = new Map<string, Planned<'set_property'>[]>();
  for (const change of changes) {
    const key = JSON.stringify([change.step.value, change.step.isFillOnly ?? false]);
    byValue.set(key, [...(byValue.get(key) ?? []), change]);
  }
  const written: string[] = [];
  for (const group of byValue.values()) {
    const [{ step }] = group as [Planned<'set_property'>];
    written.push(
      ...(await applyPropertyValue(deps, {
        organizationId,
        userId: null,
        property,
        value: step.value,
        documents: group.map(({ document }) => ({ id: document.id, name: document.name })),
        isFillOnly: step.isFillOnly,
      })),
    );
  }
  return written;
}
