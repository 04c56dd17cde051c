import type { UseFormReturn } from 'react-hook-form';
import type { Property, WorkflowInput } from '@/api/types';
import type { WorkflowFormValues } from '../../lib/workflow-form';

export type WorkflowForm = UseFormReturn<WorkflowFormValues, unknown, WorkflowInput>;

/** What an action's fields take: each kind's are a chunk of their own, loaded when such an action is in the form. */
export type ActionFieldsProps = {
  organizationId: string;
  form: WorkflowForm;
  index: number;
  properties: readonly Property[];
  errorAt: (path: (string | number)[]) => string | undefined;
};

/** A list of choices with one turned on or off, as a group of checkboxes edits it. */
export const toggled = <Value>(list: readonly Value[], value: Value, isOn: boolean) =>
  isOn ? [...list, value] : list.filter((item) => item !== value);
