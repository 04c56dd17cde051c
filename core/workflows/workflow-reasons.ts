/**
 * Why a workflow's step did nothing or could not be done, and why a run was skipped: a code the app
 * translates (`workflows.reasons.{code}` in the web's locales, with the values), and the English
 * sentence the API's `reason` and `error` keep for other clients and for runs logged before codes.
 */
const ENGLISH_REASONS = {
  document_in_trash: 'The document is in the trash',
  document_in_trash_already: 'The document is in the trash already',
  tags_present: 'The document has these tags already',
  tags_absent: 'The document has none of these tags',
  property_missing: 'The property no longer exists',
  property_filled: '{{property}} has a value already',
  property_value_empty: '{{property}}: the value is empty',
  property_value_same: '{{property}} has this value already',
  property_value_invalid: '{{detail}}',
  property_empty: '{{property}} has no value',
  name_empty: 'The name template gives an empty name',
  name_same: 'The document has this name already',
  date_invalid: 'The date template gives "{{value}}", not a day like 2025-03-12',
  date_same: 'The document has this date already',
  serial_number_present: 'The document has archive serial number {{number}}',
  webhook_body_invalid: 'The body is not JSON once its placeholders are filled in',
  webhook_unavailable: 'The webhook is not there any more, or it is disabled',
  recipients_not_allowed: 'None of the recipients is one the organization allows any more',
  email_limit_reached: "The organization's workflows may send {{limit}} emails a day, and today's are sent",
  chain_too_deep: 'Not run: {{depth}} workflows in a row had started one another, the chain stops there',
  // An action's own refusal (an AppError): `api-errors.{code}` translates it; its message is the sentence.
  refused: '{{detail}}',
  unexpected_error: 'An unexpected error stopped the action ({{detail}})',
  // apply_suggestions while another asks the language model for the document (worker/modules/suggestions/language-model.service.ts).
  waiting_for_proposal: "Waiting for the language model's proposal, which is being asked for",
} as const;

export type WorkflowReasonCode = keyof typeof ENGLISH_REASONS;
export const WORKFLOW_REASON_CODES = Object.keys(ENGLISH_REASONS) as WorkflowReasonCode[];
export type WorkflowReasonValues = Record<string, string | number>;

/** A reason as a step or a run keeps it; `errorCode` names an action's own refusal (`refused`) for `api-errors`. */
export type WorkflowReason = {
  reason: string;
  reasonCode: WorkflowReasonCode;
  reasonValues?: WorkflowReasonValues;
  errorCode?: string;
};

export function workflowReason(reasonCode: WorkflowReasonCode, reasonValues?: WorkflowReasonValues, errorCode?: string): WorkflowReason {
  const reason = ENGLISH_REASONS[reasonCode].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(reasonValues?.[name] ?? ''));
  return { reason, reasonCode, ...(reasonValues ? { reasonValues } : {}), ...(errorCode ? { errorCode } : {}) };
}
