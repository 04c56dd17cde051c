import type { Dependencies } from './platform/dependencies';
import { databaseDependencies, messageDependencies } from './dependencies';
import { enqueueTasks, type PagesMessage, type TaskMessage } from './platform/queue';
import { D1_STATEMENTS_PER_INVOCATION } from './platform/db/statement-budget';
import { deleteExpiredThrottles } from './modules/auth/auth-throttle.repository';
import { pruneAuditLog, pruneCronRuns, recordCronRun } from './modules/admin/admin.repository';
import { recordDailyNumbers } from './modules/admin/admin-numbers.service';
import {
  enqueuePendingDocuments,
  findMissingDocumentDates,
  processDocument,
  purgeExpiredTrash,
  requeueStalePendingDocuments,
} from './modules/documents/documents.service';
import { continueBulkJob, maintainBulkJobs } from './modules/bulk-jobs/bulk-actions.service';
import { readDocumentPages } from './modules/documents/document-pages.service';
import { failReadingPages } from './modules/documents/document-pages.repository';
import { expireInvitations } from './modules/invitations/invitations.repository';
import { measureDatabase, purgeOrganization, requeueStalePurges } from './modules/organizations/organizations.service';
import { mergeSearchIndexes, pruneSearchTerms } from './modules/documents/search/search-index.repository';
import { continueRun } from './modules/tagging-rules/tagging-rules.service';
import { pruneOldDeliveries } from './modules/webhooks/webhook-delivery.service';
import { pruneOldIntakeMessages } from './modules/intake-emails/intake-messages.service';
import { runWorkflowChain } from './modules/workflows/workflow-runs.service';
import { runByHandChunk } from './modules/workflows/workflow-runs-at-once.service';
import { dayOf } from '../core/workflows/workflow-schedule';
import { continueScheduling, fireDueSchedules } from './modules/workflows/workflow-schedules.service';
import { pruneOldEmailCounts } from './modules/workflows/workflows.service';
import { analyzeImport, continueImport, resumeStaleImports } from './modules/imports/imports.service';
import { queueNightlyTrainings, trainModel } from './modules/suggestions/suggestions.service';
import { proposeForProcessing } from './modules/suggestions/language-model.service';

const RETRY_BASE_DELAY_SECONDS = 10;
const RETRY_MAX_DELAY_SECONDS = 60 * 60;

/** Exponential backoff: 10 s, 20 s, 40 s… capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_SECONDS);
}

async function runTask(deps: Dependencies, task: TaskMessage, { statements }: { statements: number }) {
  switch (task.type) {
    case 'organization.purge':
      return purgeOrganization(deps, task);
    case 'document.process':
      return processDocument(await messageDependencies(deps, task), task);
    case 'tagging-rule.apply':
      return continueRun(await messageDependencies(deps, task), task);
    case 'documents.process-pending':
      return enqueuePendingDocuments(await messageDependencies(deps, task), task);
    case 'documents.bulk':
      return continueBulkJob(await messageDependencies(deps, task), task);
    case 'documents.find-dates':
      return findMissingDocumentDates(await messageDependencies(deps, task));
    case 'trash.purge-expired':
      return purgeExpiredTrash(await messageDependencies(deps, task), { now: new Date() });
    case 'workflows.run':
      return runWorkflowChain(await messageDependencies(deps, task), task);
    case 'workflows.run_by_hand':
      return runByHandChunk(await messageDependencies(deps, task), task);
    case 'workflows.schedule':
      return continueScheduling(await messageDependencies(deps, task), task);
    case 'workflows.due':
      return fireDueSchedules(await messageDependencies(deps, task), task);
    case 'imports.analyze':
      return analyzeImport(await messageDependencies(deps, task), task);
    case 'imports.continue':
      return continueImport(await messageDependencies(deps, task), task, { statements });
    case 'suggestions.train':
      return trainModel(await messageDependencies(deps, task), task);
    case 'suggestions.propose':
      return proposeForProcessing(await messageDependencies(deps, task), task);
  }
}

// Extraction is mostly CPU, storage calls are I/O: a few at a time overlap the two.
const CONCURRENT_TASKS = 4;

/** Consumer of the task queue: one handler per message type, retried with exponential backoff. */
export async function handleTaskBatch(deps: Dependencies, batch: MessageBatch<TaskMessage>): Promise<void> {
  const pending = [...batch.messages];
  // A message's share of the invocation's D1 statements: STATEMENTS_PER_TASK in a full batch, more in a
  // smaller one, which a long job alone in its batch (an import: one message after another) makes use of.
  const statements = Math.floor(D1_STATEMENTS_PER_INVOCATION / batch.messages.length);
  const worker = async () => {
    for (let message = pending.shift(); message; message = pending.shift()) {
      try {
        await runTask(deps, message.body, { statements });
        message.ack();
      } catch (error) {
        console.error(`Task ${message.body.type} failed (attempt ${message.attempts}):`, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_TASKS }, worker));
}

/**
 * Consumer of the pages queue: one message at a time (max_batch_size 1, and a batch's messages one
 * after another), each the next page of a document or its thumbnail, retried with the same backoff.
 */
export async function handlePagesBatch(deps: Dependencies, batch: MessageBatch<PagesMessage>): Promise<void> {
  for (const message of batch.messages) {
    try {
      await readDocumentPages(await messageDependencies(deps, message.body), message.body);
      message.ack();
    } catch (error) {
      console.error(`Reading pages of ${message.body.documentId} failed (attempt ${message.attempts}):`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** A page that failed every attempt (out of memory or time, say) fails its document, which says so. */
export async function recordAbandonedPages(deps: Dependencies, messages: Message<PagesMessage>[]) {
  for (const { body } of messages)
    await failReadingPages(
      (await messageDependencies(deps, body)).organizationDb,
      body.documentId,
      'Reading the pages of this file failed repeatedly',
    );
}

/** The Cron Triggers of wrangler.toml: the daily upkeep, and the hourly scheduled workflows. */
export const DAILY_CRON = '0 3 * * *';
export const HOURLY_CRON = '0 * * * *';

/** Hourly: each database's due workflow schedules, through the queue (its messages page the work), for the cron's day. */
async function sendDueWorkflows(deps: Dependencies, now: Date) {
  const today = dayOf(now);
  await enqueueTasks(
    deps.queues.documents,
    deps.databases.bindings.map((database) => ({ type: 'workflows.due' as const, database, today })),
  );
}

/**
 * The daily run is one invocation for every database, within D1's 1,000 statements: about 122 for `DB`'s
 * own (100 of them the throttle windows' pages, 10 the operators' audit log's, 2 the cron runs' record, 2
 * plus one a database the service's figures of the day), and per database at most about 180: trash 41 (20 pages,
 * then a message continues), prunes 60 (20 pages of 1,000 rows of each of three tables, the rest the next
 * day), zips 10, merges of the search index 55, the rest 14. Four databases (DB and three) take about 840.
 * A merge step writes about 2,000 pages of an index; a merge that needs more than fifty goes on the next day.
 */
const MERGE_STEPS_PER_DATABASE = 50;

const CRON_RUNS_KEPT_DAYS = 30;

/**
 * A Cron Trigger's run, recorded with how it ended for the operators' health screen (its times the
 * clock's, not the trigger's scheduled time); a failure is thrown on, for the platform's logs and retry.
 */
export async function runCron(deps: Dependencies, scheduledTime: Date, cron: string): Promise<void> {
  const startedAt = new Date();
  const record = (outcome: 'succeeded' | 'failed', error: string | null) =>
    recordCronRun(deps.db, { cron, startedAt, finishedAt: new Date(), outcome, error });
  try {
    await runScheduledMaintenance(deps, scheduledTime, cron);
  } catch (error) {
    // A run that failed because D1 did may not be recorded either: its own error is the one to throw.
    await record('failed', String(error).slice(0, 1_000)).catch(() => undefined);
    throw error;
  }
  await record('succeeded', null);
}

/** Daily maintenance (Cron Trigger): the operators' audit log past its retention, the Cron Triggers' runs past 30 days, the service's figures of the day that ended, expired trash, work whose queue message was lost, ended sign-in throttle windows, invitations past their date, webhook deliveries past 30 days, intake messages past 90, bulk actions (lost messages, past 30 days), imports whose message was lost, documents not yet dated, the words of deleted documents, the search index's b-trees, the size of each organization database (for placing new organizations), and the suggestions models' full training. */
export async function runScheduledMaintenance(deps: Dependencies, now: Date, cron = DAILY_CRON): Promise<void> {
  if (cron === HOURLY_CRON) return sendDueWorkflows(deps, now);
  const { db } = deps;
  await requeueStalePurges(deps, { now });
  await deleteExpiredThrottles(db, now);
  await pruneAuditLog(db, new Date(now.getTime() - deps.settings.APP_OPERATOR_AUDIT_LOG_RETENTION_DAYS * 24 * 3600 * 1000));
  await pruneCronRuns(db, new Date(now.getTime() - CRON_RUNS_KEPT_DAYS * 24 * 3600 * 1000));
  await recordDailyNumbers(deps, now);
  await expireInvitations(db, now);
  for (const binding of deps.databases.bindings) {
    const records = databaseDependencies(deps, binding);
    await purgeExpiredTrash(records, { now });
    await requeueStalePendingDocuments(records, { now });
    await pruneOldDeliveries(records, { now });
    await pruneOldIntakeMessages(records, { now });
    await pruneOldEmailCounts(records, { now });
    await maintainBulkJobs(records, { now });
    await resumeStaleImports(records, { now });
    await findMissingDocumentDates(records);
    await pruneSearchTerms(records.organizationDb);
    await mergeSearchIndexes(records.organizationDb, { maxSteps: MERGE_STEPS_PER_DATABASE });
    await measureDatabase(records, { now });
    await queueNightlyTrainings(records);
  }
}
