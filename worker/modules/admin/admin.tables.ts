import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from '../../platform/db/timestamps';
import { OPERATOR_AUDIT_ACTIONS } from '../../../core/admin/admin.schemas';

/**
 * Every action of an operator in the console: who, what, on what, when and from where. No foreign keys: a
 * row outlives the operator's account and its target; the daily cron removes rows past
 * APP_OPERATOR_AUDIT_LOG_RETENTION_DAYS.
 */
export const operatorAuditLog = sqliteTable(
  'operator_audit_log',
  {
    id: text('id').primaryKey(),
    operatorId: text('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    action: text('action', { enum: OPERATOR_AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: ['user', 'organization'] }).notNull(),
    targetId: text('target_id').notNull(),
    // The target's email or name then, so the row still says what it was about once that changed.
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at').notNull(),
  },
  (table) => [
    index('operator_audit_log_created_index').on(table.createdAt, table.id),
    index('operator_audit_log_target_index').on(table.targetId, table.createdAt),
    index('operator_audit_log_operator_index').on(table.operatorEmail, table.createdAt),
  ],
);
