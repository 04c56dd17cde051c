/**
 * The words of workflows the web builder offers as choices, apart from the schemas that check them
 * (workflows.schemas.ts re-exports them): plain lists, so that a screen importing them does not
 * bundle the classic zod the schemas are written in.
 */
import { ORGANIZATION_ROLES } from '../permissions/organization-permissions';

export const WORKFLOW_NAME_MAX_LENGTH = 100;

/** What an "updated" trigger watches. */
export const WATCHED_FIELDS = ['name', 'content', 'tags', 'properties', 'documentDate'] as const;
export type WatchedField = (typeof WATCHED_FIELDS)[number];

export const REPEAT_UNITS = ['days', 'months', 'years'] as const;

export const PROPERTY_CONDITION_OPERATORS = ['is_set', 'is_not_set', 'equals', 'not_equals', 'contains'] as const;

export const TAG_CONDITION_MODES = ['any', 'all', 'none'] as const;

export const EMAIL_ROLES = ORGANIZATION_ROLES;

export const WORKFLOW_RUN_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

/** The pending suggestions an `apply_suggestions` action accepts: at least this sure (0.9: nine in ten right on held-back documents). */
export const SUGGESTION_CONFIDENCE_MIN = 0.5;
export const SUGGESTION_CONFIDENCE_MAX = 1;
export const SUGGESTION_CONFIDENCE_STEP = 0.05;
export const SUGGESTION_CONFIDENCE_DEFAULT = 0.9;
export const SUGGESTION_KINDS_APPLIED = ['tag', 'property', 'name', 'documentDate'] as const;
export type AppliedSuggestionKind = (typeof SUGGESTION_KINDS_APPLIED)[number];
/** What an action applies unless told: the learned kinds (a name or a date comes only from the language model). */
export const SUGGESTION_KINDS_APPLIED_BY_DEFAULT: AppliedSuggestionKind[] = ['tag', 'property'];
