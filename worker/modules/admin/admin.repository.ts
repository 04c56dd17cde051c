import { and, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import { beforeKeyset } from '../../platform/db/keyset';
import type { Database } from '../../platform/db/client';
import { generateId } from '../../../core/ids';
import type { ConsoleListQuery, OperatorAuditAction } from '../../../core/admin/admin.schemas';
import { cronRuns, operatorAuditLog, serviceDailyNumbers } from './admin.tables';

export type AuditEntry = {
  operator: { id: string; email: string };
  action: OperatorAuditAction;
  target: { type: 'user' | 'organization'; id: string; label: string };
  /** What inside the target the action touched, by name (a document, a webhook delivery). */
  detail?: string;
  reason: string | null;
  from: { ipAddress: string | null; userAgent: string | null };
  at: Date;
};

/** The audit row of an operator's action: a statement for the batch that does the action, so neither is written without the other. */
export function auditInsert(db: Database, { operator, action, target, detail, reason, from, at }: AuditEntry) {
  return db.insert(operatorAuditLog).values({
    id: generateId('opa'),
    operatorId: operator.id,
    operatorEmail: operator.email,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
    detail: detail ?? null,
    reason,
    ipAddress: from.ipAddress,
    userAgent: from.userAgent,
    createdAt: at,
  });
}

const auditColumns = {
  id: operatorAuditLog.id,
  operatorEmail: operatorAuditLog.operatorEmail,
  action: operatorAuditLog.action,
  targetType: operatorAuditLog.targetType,
  targetId: operatorAuditLog.targetId,
  targetLabel: operatorAuditLog.targetLabel,
  detail: operatorAuditLog.detail,
  reason: operatorAuditLog.reason,
  ipAddress: operatorAuditLog.ipAddress,
  userAgent: operatorAuditLog.userAgent,
  createdAt: operatorAuditLog.createdAt,
};

const before = (cursor: ConsoleListQuery['cursor']) => beforeKeyset(operatorAuditLog.createdAt, operatorAuditLog.id, cursor);

/**
 * A page of the audit log, newest first: rows whose operator, target (its id, email or name) or action
 * contains `search`, in any case. The log holds operators' actions of the retention period only, so a
 * search reads it through its date index rather than needing one of its own.
 */
export async function searchAuditLog(db: Database, { search, cursor, pageSize }: ConsoleListQuery) {
  const term = search?.toLowerCase();
  const matches = term
    ? or(
        sql`instr(lower(${operatorAuditLog.operatorEmail}), ${term}) > 0`,
        sql`instr(lower(${operatorAuditLog.targetLabel}), ${term}) > 0`,
        sql`instr(${operatorAuditLog.action}, ${term}) > 0`,
        eq(operatorAuditLog.targetId, term),
      )
    : undefined;
  return db
    .select(auditColumns)
    .from(operatorAuditLog)
    .where(and(matches, before(cursor)))
    .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id))
    .limit(pageSize + 1);
}

/** What the operators did to one organization, newest first: its owners see it ("changed by the service's operators"). */
export async function listAuditOfTarget(
  db: Database,
  targetId: string,
  { cursor, pageSize }: Pick<ConsoleListQuery, 'cursor' | 'pageSize'>,
) {
  return db
    .select({
      id: operatorAuditLog.id,
      action: operatorAuditLog.action,
      detail: operatorAuditLog.detail,
      reason: operatorAuditLog.reason,
      createdAt: operatorAuditLog.createdAt,
    })
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.targetId, targetId), before(cursor)))
    .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id))
    .limit(pageSize + 1);
}

// A day's removal at most, in pages: a long-unattended log shrinks over a few days, within the cron's statements.
const PRUNE_PAGE = 1_000;
const PRUNE_PAGES = 10;

/** Removes audit rows older than `cutoff` (the daily cron, APP_OPERATOR_AUDIT_LOG_RETENTION_DAYS). */
export async function pruneAuditLog(db: Database, cutoff: Date) {
  for (let page = 0; page < PRUNE_PAGES; page += 1) {
    const oldest = db
      .select({ id: operatorAuditLog.id })
      .from(operatorAuditLog)
      .where(lte(operatorAuditLog.createdAt, cutoff))
      .orderBy(operatorAuditLog.createdAt)
      .limit(PRUNE_PAGE);
    const removed = await db
      .delete(operatorAuditLog)
      .where(sql`${operatorAuditLog.id} IN ${oldest}`)
      .returning({ id: operatorAuditLog.id });
    if (removed.length < PRUNE_PAGE) return;
  }
}

export type CronRun = Omit<typeof cronRuns.$inferInsert, 'id'>;

/** One run of a Cron Trigger, once it ended. */
export async function recordCronRun(db: Database, run: CronRun) {
  await db.insert(cronRuns).values({ id: generateId('crn'), ...run });
}

/** The latest runs of the Cron Triggers, newest first. */
export function selectRecentCronRuns(db: Database, limit: number) {
  return db
    .select({
      id: cronRuns.id,
      cron: cronRuns.cron,
      startedAt: cronRuns.startedAt,
      finishedAt: cronRuns.finishedAt,
      outcome: cronRuns.outcome,
      error: cronRuns.error,
    })
    .from(cronRuns)
    .orderBy(desc(cronRuns.startedAt))
    .limit(limit);
}

/** Removes the runs started before `cutoff` (a month of hourly runs is about 750 rows: one statement). */
export async function pruneCronRuns(db: Database, cutoff: Date) {
  await db.delete(cronRuns).where(lt(cronRuns.startedAt, cutoff));
}

export type DailyNumbers = typeof serviceDailyNumbers.$inferInsert;

/** The day's figures; recorded again the same day, they replace the first. */
export async function saveDailyNumbers(db: Database, numbers: DailyNumbers) {
  const { day: _day, ...figures } = numbers;
  await db.insert(serviceDailyNumbers).values(numbers).onConflictDoUpdate({ target: serviceDailyNumbers.day, set: figures });
}

/** The figures of every day from `fromDay` (`YYYY-MM-DD`) on, oldest first. */
export function selectDailyNumbers(db: Database, fromDay: string) {
  return db
    .select({
      day: serviceDailyNumbers.day,
      signUps: serviceDailyNumbers.signUps,
      activeUsers: serviceDailyNumbers.activeUsers,
      organizations: serviceDailyNumbers.organizations,
      documents: serviceDailyNumbers.documents,
      storageBytes: serviceDailyNumbers.storageBytes,
    })
    .from(serviceDailyNumbers)
    .where(gte(serviceDailyNumbers.day, fromDay))
    .orderBy(serviceDailyNumbers.day);
}
