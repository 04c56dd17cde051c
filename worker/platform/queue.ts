import type { TriggerEvent } from '../../core/workflows/workflow-triggers';
import { D1_STATEMENTS_PER_INVOCATION } from './db/statement-budget';

/**
 * Messages of the background-task queue (binding DOCUMENTS_QUEUE). Only ids travel: a message is
 * limited to 128 KB and may be delivered more than once, so every handler must be idempotent. A
 * message about one organization's data names the organization, and its handler reads only that
 * organization's rows (so that it can find the organization's database once they are several).
 */
export type TaskMessage =
  | { type: 'organization.purge'; organizationId: string }
  | { type: 'document.process'; organizationId: string; documentId: string }
  // The upkeep of one organization database (its binding; `DB` for a message sent before there were several).
  | { type: 'trash.purge-expired'; database?: string }
  // One page of "apply to existing documents"; afterDocumentId is where that page starts, so a
  // message delivered twice finds the run already moved on and does nothing.
  | { type: 'tagging-rule.apply'; organizationId: string; runId: string; afterDocumentId: string | null }
  // Sends the organization's pending documents to processing, a page of them after afterDocumentId at a time.
  | { type: 'documents.process-pending'; organizationId: string; afterDocumentId: string | null }
  // The next batch of documents the date finder has not read yet (documents.service.ts).
  | { type: 'documents.find-dates'; database?: string }
  // The next chunks of a bulk action on documents (modules/bulk-jobs); its rows say where it stands.
  | { type: 'documents.bulk'; organizationId: string; jobId: string }
  // Workflows (modules/workflows): a chain of runs on one document, a page of a workflow's documents
  // scheduled, the hourly due work of a database (for the cron's day).
  // An import (modules/imports): its uploaded export read into a report, then its next documents.
  | { type: 'imports.analyze'; organizationId: string; importId: string }
  | { type: 'imports.continue'; organizationId: string; importId: string }
  // The organization's suggestions model learned again from its labels (modules/suggestions); one asked
  // for at requestedAt is skipped when a training since has read them.
  | { type: 'suggestions.train'; organizationId: string; requestedAt?: number }
  // The language model's proposal for a processed document, asked apart from its processing; requestedAt
  // names that processing, so a message of an earlier one finds it superseded and does nothing.
  | { type: 'suggestions.propose'; organizationId: string; documentId: string; requestedAt: number }
  | WorkflowRunMessage
  // A workflow run by hand on a chunk of the selected documents at once (modules/workflows/workflow-runs-at-once.service.ts).
  | { type: 'workflows.run_by_hand'; organizationId: string; workflowId: string; chainKey: string; documentIds: string[] }
  | { type: 'workflows.schedule'; organizationId: string; workflowId: string; afterDocumentId: string | null }
  | { type: 'workflows.due'; database?: string; today: string };

/** A chain of workflows started by one event on one document, in their order (modules/workflows/workflow-runs.service.ts). */
export type WorkflowRunMessage = {
  type: 'workflows.run';
  organizationId: string;
  documentId: string;
  trigger: TriggerEvent;
  /** Names what started the chain: `added`, a due day, an event's id. A run is unique per workflow, document and chain. */
  chainKey: string;
  workflowIds: string[];
  /** 0 for a person's or a document's event; one more for each workflow whose change started this one. */
  depth: number;
  /** The workflows whose changes led here: none of them starts again. */
  originWorkflowIds: string[];
};

/**
 * Messages of the pages queue (binding PAGES_QUEUE): the next page of a document read with OCR, and its
 * thumbnail. Its consumer takes one message at a time (max_batch_size 1), and an isolate reads one page
 * at a time whatever runs in it (onePageAtATime), so one page's pixels and the OCR engine have the
 * isolate's memory to themselves; a document of many pages is one message per page.
 */
export type PagesMessage = { type: 'document.read-pages'; organizationId: string; documentId: string };

/** Messages the task queue hands its consumer at once: `max_batch_size` of archive-documents in wrangler.toml (a test holds them equal). */
export const TASK_BATCH_SIZE = 10;

/**
 * The D1 statements one task message may run. A batch is one invocation, whose 1,000 statements its
 * messages share: a message that pages through large work (a bulk action, a rule run, a purge) does
 * as many pages as fit in this share, then sends the next message, so that any batch stays within D1's budget.
 */
export const STATEMENTS_PER_TASK = D1_STATEMENTS_PER_INVOCATION / TASK_BATCH_SIZE;

export async function enqueueTask<Message extends TaskMessage | PagesMessage>(
  queue: Queue,
  message: Message,
  { delaySeconds }: { delaySeconds?: number } = {},
): Promise<void> {
  await queue.send(message, { contentType: 'json', ...(delaySeconds ? { delaySeconds } : {}) });
}

/** The most messages one sendBatch takes: callers page their work by it. */
export const QUEUE_BATCH_LIMIT = 100;

/** Several messages in one call (at most QUEUE_BATCH_LIMIT); none is no call. */
export async function enqueueTasks<Message extends TaskMessage | PagesMessage>(queue: Queue, messages: Message[]): Promise<void> {
  if (messages.length > 0) await queue.sendBatch(messages.map((body) => ({ body, contentType: 'json' as const })));
}
