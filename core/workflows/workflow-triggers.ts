import type { WatchedField, WorkflowTrigger } from './workflows.schemas';
import type { WorkflowDocument } from './workflow-document';

/** What happened to a document, as the triggers see it. */
export type TriggerEvent =
  | { type: 'added' }
  | { type: 'updated'; fields: WatchedField[] }
  | { type: 'tag_added'; tagId: string }
  | { type: 'tag_removed'; tagId: string }
  | { type: 'scheduled'; triggerIndex: number; dueOn: string }
  | { type: 'manual' };

/** `*` stands for any characters; the rest is matched as written, case ignored, against the whole name. */
export function fileNameMatches(pattern: string, fileName: string): boolean {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`, 'i').test(fileName);
}

/**
 * Whether one of the workflow's triggers starts it on this event. Without the document (before it is
 * read), the added trigger's source and file name are not judged: the run judges them again with it.
 */
export function triggersOn(triggers: WorkflowTrigger[], event: TriggerEvent, document?: WorkflowDocument): boolean {
  return triggers.some((trigger, index) => {
    switch (trigger.type) {
      case 'added':
        if (event.type !== 'added') return false;
        if (!document) return true;
        return (
          (trigger.sources.length === 0 || (document.source !== null && trigger.sources.includes(document.source))) &&
          (trigger.fileNamePattern === null || fileNameMatches(trigger.fileNamePattern, document.originalName))
        );
      case 'updated':
        return event.type === 'updated' && event.fields.some((field) => trigger.fields.includes(field));
      case 'tag_added':
      case 'tag_removed':
        return event.type === trigger.type && (trigger.tagIds.length === 0 || trigger.tagIds.includes(event.tagId));
      case 'scheduled':
        return event.type === 'scheduled' && event.triggerIndex === index;
      case 'manual':
        // Anyone may run any workflow by hand; the trigger only offers it in the menus.
        return false;
    }
  });
}
