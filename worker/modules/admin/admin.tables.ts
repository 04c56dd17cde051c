import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
    // What inside the target the action touched (a document read again, a delivery sent again), by name then.
    detail: text('detail'),
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

export const CRON_RUN_OUTCOMES = ['succeeded', 'failed'] as const;

/** Each run of a Cron Trigger and how it ended, for the health screen; the daily run removes rows past 30 days. */
export const cronRuns = sqliteTable(
  'cron_runs',
  {
    id: text('id').primaryKey(),
    cron: text('cron').notNull(),
    startedAt: timestamp('started_at').notNull(),
    finishedAt: timestamp('finished_at').notNull(),
    outcome: text('outcome', { enum: CRON_RUN_OUTCOMES }).notNull(),
    error: text('error'),
  },
  (table) => [index('cron_runs_started_index').on(table.startedAt)],
);

/**
 * The service's figures of each day, recorded by the daily run for the console's charts: the day's
 * sign-ups, the accounts active within 30 days, and the live organizations, documents and bytes then.
 */
export const serviceDailyNumbers = sqliteTable('service_daily_numbers', {
  // The UTC day, `YYYY-MM-DD`: a run again the same day replaces its row.
  day: text('day').primaryKey(),
  signUps: integer('sign_ups').notNull(),
  activeUsers: integer('active_users').notNull(),
  organizations: integer('organizations').notNull(),
  documents: integer('documents').notNull(),
  storageBytes: integer('storage_bytes').notNull(),
  recordedAt: timestamp('recorded_at').notNull(),
});
