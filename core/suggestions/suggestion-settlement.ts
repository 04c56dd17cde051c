import { propertyTarget, tagTarget } from './suggestion-model';

/** A change of a document's labels, whoever made it: a tag added, or a property given a value. */
export type LabelChange = { documentId: string; tagId: string } | { documentId: string; propertyId: string; value: unknown };

/**
 * What a change settles of the pending suggestions: those it made true (a suggested tag added, a
 * suggested option chosen) count as accepted, with the documents of each; and a choice of one value now
 * made leaves its other options nothing to suggest (the model suggests none once a value is there).
 */
export type Settlement = {
  fulfilled: { target: string; documentIds: string[] }[];
  answered: { propertyId: string; keptTarget: string; documentIds: string[] }[];
};

/** Groups by what is settled, so that a bulk change of a thousand documents settles in a statement per tag or option. */
export function settlementOf(changes: readonly LabelChange[]): Settlement {
  const fulfilled = new Map<string, Set<string>>();
  const answered = new Map<string, { propertyId: string; keptTarget: string; documentIds: Set<string> }>();
  const fulfil = (target: string, documentId: string) => fulfilled.set(target, (fulfilled.get(target) ?? new Set()).add(documentId));
  for (const change of changes) {
    if ('tagId' in change) {
      fulfil(tagTarget(change.tagId), change.documentId);
      continue;
    }
    const { documentId, propertyId, value } = change;
    if (Array.isArray(value)) {
      for (const optionId of value) if (typeof optionId === 'string') fulfil(propertyTarget(propertyId, optionId), documentId);
    } else if (typeof value === 'string') {
      const keptTarget = propertyTarget(propertyId, value);
      fulfil(keptTarget, documentId);
      const group = answered.get(keptTarget) ?? { propertyId, keptTarget, documentIds: new Set<string>() };
      answered.set(keptTarget, { ...group, documentIds: group.documentIds.add(documentId) });
    }
  }
  return {
    fulfilled: [...fulfilled].map(([target, documentIds]) => ({ target, documentIds: [...documentIds] })),
    answered: [...answered.values()].map((group) => ({ ...group, documentIds: [...group.documentIds] })),
  };
}
