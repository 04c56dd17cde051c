import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { batchedRead } from '../../platform/db/batched-read';
import { deleteInBatches } from '../../platform/db/delete-in-batches';
import { insertIf, isBelowLimit } from '../../platform/db/conditional-insert';
import type { Page } from '../../../core/pagination';
import type { KeysetCursor } from '../../../core/admin/admin.schemas';
import { beforeKeyset, cappedCount } from '../../platform/db/keyset';
import { intakeEmailMessages, intakeEmails, type IntakeMessageOutcome } from './intake-emails.tables';

const ofOrganization = (organizationId: string, intakeEmailId: string) =>
  and(eq(intakeEmails.organizationId, organizationId), eq(intakeEmails.id, intakeEmailId));

/** The organization's intake addresses, oldest first, ready to batch with the access check. */
export function listIntakeEmails(db: Database, organizationId: string) {
  return batchedRead(
    [
      db
        .select()
        .from(intakeEmails)
        .where(eq(intakeEmails.organizationId, organizationId))
        .orderBy(intakeEmails.createdAt, intakeEmails.id),
    ],
    ([rows]) => rows,
  );
}

/** Adds an address if the organization is below its limit, judged in the insert; answers undefined otherwise. */
export async function insertIntakeEmailWithinLimit(db: Database, intakeEmail: typeof intakeEmails.$inferInsert, limit: number) {
  const countOfOrganization = db
    .select({ count: count() })
    .from(intakeEmails)
    .where(eq(intakeEmails.organizationId, intakeEmail.organizationId));
  const [created] = await insertIf(db, intakeEmails, intakeEmail, isBelowLimit(countOfOrganization, limit)).returning();
  return created;
}

export async function updateIntakeEmail(
  db: Database,
  organizationId: string,
  intakeEmailId: string,
  changes: { isEnabled?: boolean; allowedOrigins?: string[] },
) {
  const [updated] = await db
    .update(intakeEmails)
    .set({ ...changes, updatedAt: new Date() })
    .where(ofOrganization(organizationId, intakeEmailId))
    .returning();
  return updated;
}

export async function deleteIntakeEmail(db: Database, organizationId: string, intakeEmailId: string) {
  const deleted = await db.delete(intakeEmails).where(ofOrganization(organizationId, intakeEmailId)).returning({ id: intakeEmails.id });
  return deleted.length > 0;
}

/** An address's message log, in the organization's database (no foreign key joins the global directory to it). */
export async function deleteIntakeMessagesOf(db: Database, organizationId: string, intakeEmailId: string) {
  await db.delete(intakeEmailMessages).where(messagesOf(organizationId, intakeEmailId));
}

/** The organization's address, ready to batch; undefined when it has none of that id. */
export function findIntakeEmail(db: Database, organizationId: string, intakeEmailId: string) {
  return batchedRead(
    [db.select({ id: intakeEmails.id }).from(intakeEmails).where(ofOrganization(organizationId, intakeEmailId))],
    ([[address]]) => address,
  );
}

export async function findIntakeEmailByAddress(db: Database, emailAddress: string) {
  const [row] = await db.select().from(intakeEmails).where(eq(intakeEmails.emailAddress, emailAddress));
  return row;
}

const messageColumns = {
  id: intakeEmailMessages.id,
  intakeEmailId: intakeEmailMessages.intakeEmailId,
  receivedAt: intakeEmailMessages.receivedAt,
  fromAddress: intakeEmailMessages.fromAddress,
  subject: intakeEmailMessages.subject,
  outcome: intakeEmailMessages.outcome,
  reason: intakeEmailMessages.reason,
  documents: intakeEmailMessages.documents,
  duplicatesCount: intakeEmailMessages.duplicatesCount,
};

const messagesOf = (organizationId: string, intakeEmailId: string) =>
  and(eq(intakeEmailMessages.organizationId, organizationId), eq(intakeEmailMessages.intakeEmailId, intakeEmailId));

/** One page of an address's messages, newest first, with their count; undefined when the address is not the organization's. */
/** A page of an address's message log (its address is found apart: see findIntakeEmail). */
export function listIntakeMessages(db: Database, organizationId: string, intakeEmailId: string, { pageIndex, pageSize }: Page) {
  return batchedRead(
    [
      db
        .select(messageColumns)
        .from(intakeEmailMessages)
        .where(messagesOf(organizationId, intakeEmailId))
        .orderBy(desc(intakeEmailMessages.receivedAt), desc(intakeEmailMessages.id))
        .limit(pageSize)
        .offset(pageIndex * pageSize),
      db.select({ messagesCount: count() }).from(intakeEmailMessages).where(messagesOf(organizationId, intakeEmailId)),
    ],
    ([messages, [counted]]) => ({ messages, messagesCount: counted?.messagesCount ?? 0 }),
  );
}

export type NewIntakeMessage = typeof intakeEmailMessages.$inferInsert;

/**
 * Logs a received message. An accepted message already logged for the address (the same key) is a
 * redelivery: the unique index refuses it and this answers false, so nothing is done twice.
 */
export async function insertIntakeMessage(db: Database, message: NewIntakeMessage) {
  const inserted = await db.insert(intakeEmailMessages).values(message).onConflictDoNothing().returning({ id: intakeEmailMessages.id });
  return inserted.length > 0;
}

/** A message of the organization's log. */
export async function findIntakeMessage(db: Database, { organizationId, messageId }: IntakeMessageKey) {
  const [row] = await db.select().from(intakeEmailMessages).where(ofMessage({ organizationId, messageId }));
  return row;
}

type IntakeMessageKey = { organizationId: string; messageId: string };
const ofMessage = ({ organizationId, messageId }: IntakeMessageKey) =>
  and(eq(intakeEmailMessages.organizationId, organizationId), eq(intakeEmailMessages.id, messageId));

/** Records what became of a message still being processed; answers whether it was. */
export async function settleIntakeMessage(
  db: Database,
  key: IntakeMessageKey,
  result: {
    outcome: Exclude<IntakeMessageOutcome, 'processing'>;
    reason: string | null;
    documents?: { id: string; name: string }[];
    duplicatesCount?: number;
  },
) {
  const settled = await db
    .update(intakeEmailMessages)
    .set({ ...result, rawKey: null })
    .where(and(ofMessage(key), eq(intakeEmailMessages.outcome, 'processing')))
    .returning({ id: intakeEmailMessages.id });
  return settled.length > 0;
}

/** Deletes log entries received before `before`. */
export async function pruneIntakeMessages(db: Database, before: Date) {
  await deleteInBatches(db, intakeEmailMessages, intakeEmailMessages.id, lt(intakeEmailMessages.receivedAt, before));
}

/** The operator's health screen, for one database: messages waiting for the queue and those bounced or failed, each counted up to `cap`. */
export function countIntakeBacklog(db: Database, cap: number) {
  const backlog = (...outcomes: IntakeMessageOutcome[]) =>
    cappedCount(
      db,
      db.select({ id: intakeEmailMessages.id }).from(intakeEmailMessages).where(inArray(intakeEmailMessages.outcome, outcomes)).$dynamic(),
      cap,
    );
  return [backlog('processing'), backlog('rejected', 'failed')] as const;
}

/**
 * A page of a database's messages with one outcome (bounced: rejected, or failed), newest first, through
 * the outcome index; the console merges the two outcomes' pages.
 */
export function selectMessagesWithOutcome(
  db: Database,
  outcome: Extract<IntakeMessageOutcome, 'rejected' | 'failed'>,
  cursor: KeysetCursor | undefined,
  limit: number,
) {
  return db
    .select({
      id: intakeEmailMessages.id,
      organizationId: intakeEmailMessages.organizationId,
      fromAddress: intakeEmailMessages.fromAddress,
      subject: intakeEmailMessages.subject,
      outcome: intakeEmailMessages.outcome,
      reason: intakeEmailMessages.reason,
      createdAt: intakeEmailMessages.receivedAt,
    })
    .from(intakeEmailMessages)
    .where(and(eq(intakeEmailMessages.outcome, outcome), beforeKeyset(intakeEmailMessages.receivedAt, intakeEmailMessages.id, cursor)))
    .orderBy(desc(intakeEmailMessages.receivedAt), desc(intakeEmailMessages.id))
    .limit(limit);
}
