import type { OrganizationDependencies } from '../../platform/dependencies';
import { runStatements } from '../../platform/db/batched-read';
import { publishDocumentEvents, type DocumentEvent } from '../documents/documents.events';
import { applyPropertyValue } from '../documents/document-properties.service';
import { tagChangeStatements } from '../documents/document-tags.service';
import type { PropertyRow } from '../properties/properties.repository';
import {
  afterStep,
  isChange,
  planAction,
  type ActionChange,
  type AtOnceAction,
  type PlanContext,
} from '../../../core/workflows/workflow-plan';
import { triggersOn, type TriggerEvent } from '../../../core/workflows/workflow-triggers';
import type { WorkflowDocument } from '../../../core/workflows/workflow-document';
import type { WorkflowConditions, WorkflowTrigger } from '../../../core/workflows/workflows.schemas';
import { documentMeetsConditions, readWorkflowDocuments } from './workflow-documents.service';

export type AtOnceWorkflow = { triggers: WorkflowTrigger[]; conditions: WorkflowConditions; actions: AtOnceAction[] };

type Planned<Type extends ActionChange['type']> = { document: WorkflowDocument; step: Extract<ActionChange, { type: Type }> };

/** Each tag linked to the documents it was planned for, with its activity where the link is new. */
async function addTagsAtOnce(
  deps: OrganizationDependencies,
  organizationId: string,
  changes: Planned<'add_tags'>[],
  tagNameOf: PlanContext['tagNameOf'],
) {
  const { organizationDb: db } = deps;
  const tagIds = [...new Set(changes.flatMap(({ step }) => step.tagIds))];
  const nameOf = new Map(changes.map(({ document }) => [document.id, document.name]));
  const linked = (await runStatements(
    db,
    tagIds.flatMap((tagId) => {
      const documentIds = changes.filter(({ step }) => step.tagIds.includes(tagId)).map(({ document }) => document.id);
      return tagChangeStatements(db, { organizationId, userId: null, tagId, documentIds, isAdding: true });
    }),
  )) as { documentId: string }[][];
  const events: DocumentEvent[] = tagIds.flatMap((tagId, index) =>
    linked[2 * index + 1]!.map(({ documentId }) => ({
      type: 'document.tag.added' as const,
      organizationId,
      documentId,
      documentName: nameOf.get(documentId)!,
      tagId,
      tagName: tagNameOf(tagId) ?? '',
    })),
  );
  await publishDocumentEvents(deps, events);
  return events.map(({ documentId }) => documentId);
}

/** The property's value written on the documents it was planned for, those planned the same value together. */
async function setPropertyAtOnce(
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

/**
 * Runs the workflows in order on the documents (those of the organization, not in the trash): each
 * judged on the documents as the ones before left them; `manual` judges no trigger. Answers the
 * documents that changed.
 */
export async function runWorkflowsAtOnce(
  deps: OrganizationDependencies,
  {
    organizationId,
    workflows,
    documentIds,
    trigger,
  }: { organizationId: string; workflows: AtOnceWorkflow[]; documentIds: string[]; trigger: TriggerEvent },
): Promise<Set<string>> {
  const changed = new Set<string>();
  if (workflows.length === 0 || documentIds.length === 0) return changed;
  const { documents, contextOf, tagNameOf, properties } = await readWorkflowDocuments(deps, { organizationId, documentIds });
  const propertyById = new Map(properties.map((property) => [property.id, property]));
  const current = new Map(documents.filter(({ isDeleted }) => !isDeleted).map((document) => [document.id, document]));
  for (const workflow of workflows) {
    let touched: WorkflowDocument[] = [];
    for (const document of current.values())
      if (
        (trigger.type === 'manual' || triggersOn(workflow.triggers, trigger, document)) &&
        (await documentMeetsConditions(deps, { organizationId, conditions: workflow.conditions, document }))
      )
        touched.push(document);
    for (const action of workflow.actions) {
      const planned = touched.map((document) => ({ document, step: planAction(action, document, contextOf(document.id)) }));
      const changes = planned.flatMap(({ document, step }) => (isChange(step) ? [{ document, step }] : []));
      if (changes.length > 0) {
        const written =
          action.type === 'add_tags'
            ? await addTagsAtOnce(deps, organizationId, changes as Planned<'add_tags'>[], tagNameOf)
            : // Planned only for a property read with the documents.
              await setPropertyAtOnce(deps, organizationId, propertyById.get(action.propertyId)!, changes as Planned<'set_property'>[]);
        for (const documentId of written) changed.add(documentId);
      }
      touched = planned.map(({ document, step }) => afterStep(document, step, contextOf(document.id)));
      for (const document of touched) current.set(document.id, document);
    }
  }
  return changed;
}
