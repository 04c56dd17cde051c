import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../pagination';
import { OPERATOR_REASON_MAX_LENGTH } from '../field-limits';

/**
 * Where a page of a console list stopped: its last row's creation time and id (`1764460800000.usr_…`).
 * Lists are paged by this key (newest first) rather than by page number, so a page costs the same at the
 * millionth row as at the first, and nothing counts every row.
 */
export type KeysetCursor = { createdAt: Date; id: string };

export const cursorOf = ({ createdAt, id }: KeysetCursor) => `${createdAt.getTime()}.${id}`;

const cursorSchema = z
  .string()
  .regex(/^\d{1,15}\.[a-z]{2,6}_[a-z0-9]{24}$/, 'cursor must be one a previous page answered')
  .transform((cursor): KeysetCursor => {
    const [at, id] = cursor.split('.') as [string, string];
    return { createdAt: new Date(Number(at)), id };
  });

/** `?search&cursor&pageSize` of a console list. */
export const consoleListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(200, 'search must be at most 200 characters')
    .optional()
    .transform((search) => search || undefined),
  cursor: cursorSchema.optional(),
  pageSize: z.coerce
    .number('pageSize must be a whole number')
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(25),
});
export type ConsoleListQuery = z.output<typeof consoleListQuerySchema>;

/** Why an operator disables an account or makes an organization read-only: kept in the audit log, and shown to the organization's members. */
export const operatorReasonSchema = z.object({
  reason: z
    .string('reason is required')
    .trim()
    .min(1, 'reason is required')
    .max(OPERATOR_REASON_MAX_LENGTH, `reason must be at most ${OPERATOR_REASON_MAX_LENGTH} characters`),
});

export const userIdParamSchema = z.object({ userId: z.string().regex(/^usr_[a-z0-9]{24}$/, 'userId must be a user id (usr_…)') });
export const adminOrganizationIdParamSchema = z.object({
  organizationId: z.string().regex(/^org_[a-z0-9]{24}$/, 'organizationId must be an organization id (org_…)'),
});

/** Every operator action the audit log records. */
export const OPERATOR_AUDIT_ACTIONS = [
  'user.disabled',
  'user.enabled',
  'user.verification_resent',
  'user.deleted',
  'organization.suspended',
  'organization.lifted',
  'organization.deleted',
  'organization.move_started',
  'organization.move_rolled_back',
  'document.reprocessed',
  'webhook_delivery.redelivered',
] as const;
export type OperatorAuditAction = (typeof OPERATOR_AUDIT_ACTIONS)[number];

/** What the health screen lists: documents whose reading failed, webhook deliveries given up, intake messages bounced or failed. */
export const HEALTH_FAILURE_KINDS = ['documents', 'webhook-deliveries', 'intake-messages'] as const;
export type HealthFailureKind = (typeof HEALTH_FAILURE_KINDS)[number];

/** `?kind&cursor&pageSize` of the health screen's failures. */
export const healthFailuresQuerySchema = consoleListQuerySchema.pick({ cursor: true, pageSize: true }).extend({
  kind: z.enum(HEALTH_FAILURE_KINDS, `kind must be one of ${HEALTH_FAILURE_KINDS.join(', ')}`),
});
export type HealthFailuresQuery = z.output<typeof healthFailuresQuerySchema>;

export const adminDocumentParamSchema = adminOrganizationIdParamSchema.extend({
  documentId: z.string().regex(/^doc_[a-z0-9]{24}$/, 'documentId must be a document id (doc_…)'),
});
export const adminDeliveryParamSchema = adminOrganizationIdParamSchema.extend({
  deliveryId: z.string().regex(/^whd_[a-z0-9]{24}$/, 'deliveryId must be a webhook delivery id (whd_…)'),
});

/** `?days` of the console's figures over time: the last 90 days unless said otherwise, at most a year and a bit. */
export const numbersQuerySchema = z.object({
  days: z.coerce
    .number('days must be a whole number')
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(400, 'days must be at most 400')
    .default(90),
});
