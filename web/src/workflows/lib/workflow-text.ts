import type { TFunction } from 'i18next';
import type { WorkflowReason } from '../../../../core/workflows/workflow-reasons';
import type { WorkflowActionType, WorkflowTriggerType } from '../../../../core/workflows/workflows.schemas';

/** The locale keys of a trigger's and an action's name. */
export const triggerLabelKey = (type: WorkflowTriggerType) => `workflows.triggers.${type}.label`;
export const actionLabelKey = (type: WorkflowActionType) => `workflows.actions.${type}.label`;

/**
 * A step's or a run's reason in the reader's language: an action's own refusal as the API's error
 * says it, any other by its code; the server's English sentence for a run logged before codes.
 */
export function reasonText(t: TFunction, { reason, reasonCode, reasonValues, errorCode }: Partial<WorkflowReason>): string {
  const values = { ...reasonValues, defaultValue: '' };
  const refusal = errorCode ? t(`api-errors.${errorCode}`, values) : '';
  return refusal || (reasonCode ? t(`workflows.reasons.${reasonCode}`, values) : '') || reason || '';
}
