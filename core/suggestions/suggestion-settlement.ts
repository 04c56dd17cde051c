import { propertyTarget, tagTarget } from './suggestion-model';

/** A change of a document's labels, whoever made it: a tag added, or a property given a value. */
export type LabelChange = { documentId: string; tagId: string } | { documentId: string; propertyId: string; value: unknown };

/**
 * What a change settles of the pending suggestions: those it made true (a suggested tag added, a
 * suggested option chosen) count as accepted; and a choice of one value now made leaves its other
 * options nothing to suggest (the model suggests none once a value is there).
 */
export type Settlement = {
  fulfilled: { documentId: string; target: string }[];
  answered: { documentId: string; propertyId: string; keptTarget: string }[];
};

export function settlementOf(changes: readonly LabelChange[]): Settlement {
  const settlement: Settlement = { fulfilled: [], answered: [] };
  for (const change of changes) {
    const { documentId } = change;
    if ('tagId' in change) {
      settlement.fulfilled.push({ documentId, target: tagTarget(change.tagId) });
      continue;
    }
    const { propertyId, value } = change;
    if (Array.isArray(value)) {
      for (const optionId of value)
        if (typeof optionId === 'string') settlement.fulfilled.push({ documentId, target: propertyTarget(propertyId, optionId) });
    } else if (typeof value === 'string') {
      const keptTarget = propertyTarget(propertyId, value);
      settlement.fulfilled.push({ documentId, target: keptTarget });
      settlement.answered.push({ documentId, propertyId, keptTarget });
    }
  }
  return settlement;
}
