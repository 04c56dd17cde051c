import type { WorkflowActionType, WorkflowTriggerType } from '../../../../core/workflows/workflows.schemas';

/** The locale keys of a trigger's and an action's name. */
export const triggerLabelKey = (type: WorkflowTriggerType) => `workflows.triggers.${type}.label`;
export const actionLabelKey = (type: WorkflowActionType) => `workflows.actions.${type}.label`;
