/**
 * The engine: document events and the schedule start workflows, each run goes through the task queue,
 * carries out its actions one by one (recording each), and is retried from the action that failed.
 */
import { AppError } from '../../../core/errors';
import { generateId } from '../../../core/ids';
import { combinedRead, runBatchedRead } from '../../platform/db/batched-read';
import { readOnce, type OrganizationDependencies, type WorkflowOrigin } from '../../platform/dependencies';
import { enqueueTasks, QUEUE_BATCH_LIMIT, type WorkflowRunMessage } from '../../platform/queue';
import type { DocumentEvent } from '../documents/documents.events';
import { removeTagFromDocument } from '../documents/document-tags.service';
import { applyPropertyValue, checkedPropertyValue } from '../documents/document-properties.service';
import { trashDocument, updateDocumentFields } from '../documents/documents.service';
import { findDocument, readNextArchiveSerialNumber } from '../documents/documents.repository';
import { listIntakeEmails } from '../intake-emails/intake-emails.repository';
import { activityInsert } from '../documents/activities/activities.repository';
import { getPropertyOrThrow } from '../properties/properties.service';
import { listMembers } from '../members/members.repository';
import { queueWebhookEvent, queueWorkflowCall } from '../webhooks/webhook-delivery.service';
import { acceptSuggestionsAbove } from '../suggestions/suggestions.service';
import { LanguageModelProposalPendingError } from '../suggestions/language-model.service';
import {
  afterStep,
  changeDetailOf,
  isChange,
  planAction,
  type PlanContext,
  type ActionChange,
  type PlannedAction,
} from '../../../core/workflows/workflow-plan';
import { triggersOn, type TriggerEvent } from '../../../core/workflows/workflow-triggers';
import { WATCHED_FIELDS, type WatchedField } from '../../../core/workflows/workflows.schemas';
import type { WorkflowRunStepDto } from '../../../core/workflows/workflows.dto';
import { workflowReason, type WorkflowReason } from '../../../core/workflows/workflow-reasons';
import type { WorkflowDocument } from '../../../core/workflows/workflow-document';
import { documentMeetsConditions, readWorkflowDocument } from './workflow-documents.service';
import { dayOf } from '../../../core/workflows/workflow-schedule';
import {
  countEmailsIfAllowed,
  insertOrFindRun,
  listWorkflows,
  readRunsOfChain,
  readWorkflows,
  saveRunProgress,
  type WorkflowRow,
  type WorkflowRunRow,
} from './workflows.repository';
import { refreshDocumentSchedules } from './workflow-schedules.service';
import { addTagsAtOnce } from './workflow-writes-at-once.service';
import { writeChainEnd, type PlannedChainRun } from './workflow-chain-end.service';
import { isWrittenAtEnd, planRun } from '../../../core/workflows/workflow-chain';

/** A chain of workflows starting one another stops here, with a line in the log. */
export const MAX_CHAIN_DEPTH = 3;
/**
 * Actions one message carries out, over the chain's runs, before the chain goes on in the next: an
 * action with the events it publishes (webhooks, other workflows listening, looked up once a message)
 * and its run's records runs up to about fifteen statements, so five stay within a message's share of
 * a batch (STATEMENTS_PER_TASK; tests measure 60 for one run of twenty actions, 69 for a chain of
 * twenty one-action runs). Runs planned and written together at a chain's end count as one action.
 */
export const ACTIONS_PER_MESSAGE = 5;

/** Attempts of an action that throws (a database or mail error) before its run is failed; Retry starts again. */
export const MAX_ACTION_ATTEMPTS = 3;

/** What each document event starts. */
function triggerEventsOf(event: DocumentEvent): TriggerEvent[] {
  switch (event.type) {
    case 'document.processed':
      return [{ type: 'added' }];
    case 'document.updated': {
      const fields = event.updatedFields.filter((field): field is WatchedField => (WATCHED_FIELDS as readonly string[]).includes(field));
      return fields.length > 0 ? [{ type: 'updated', fields }] : [];
    }
    case 'document.tag.added':
    case 'document.tag.removed':
      return [
        { type: event.type === 'document.tag.added' ? 'tag_added' : 'tag_removed', tagId: event.tagId },
        { type: 'updated', fields: ['tags'] },
      ];
    default:
      return [];
  }
}

const enabledWorkflowsKey = (organizationId: string) => `enabled workflows ${organizationId}`;

/** An added document runs its workflows once whatever reads it again; the other events each start a chain of their own. */
const chainKeyOf = (trigger: TriggerEvent) => (trigger.type === 'added' ? 'added' : generateId('chain'));

export async function sendRunMessages({ queues }: OrganizationDependencies, messages: WorkflowRunMessage[]) {
  for (let start = 0; start < messages.length; start += QUEUE_BATCH_LIMIT)
    await enqueueTasks(queues.documents, messages.slice(start, start + QUEUE_BATCH_LIMIT));
}

/**
 * Subscriber of document events: the enabled workflows each event triggers, as one message per
 * document and event. A workflow's own changes do not start it again; past MAX_CHAIN_DEPTH the chain
 * stops, and the log says so. The events also move the document's scheduled triggers.
 */
export async function startWorkflowsOnDocumentEvents(deps: OrganizationDependencies, events: DocumentEvent[]) {
  const { organizationDb: db, workflowOrigin: origin } = deps;
  const organizationIds = [...new Set(events.map(({ organizationId }) => organizationId))];
  for (const organizationId of organizationIds) {
    const enabled = await readOnce(deps, enabledWorkflowsKey(organizationId), () =>
      listWorkflows(db, organizationId, { onlyEnabled: true }),
    );
    if (enabled.length === 0) continue;
    const messages: WorkflowRunMessage[] = [];
    const stopped: { workflowId: string; documentId: string; trigger: TriggerEvent }[] = [];
    for (const event of events.filter((candidate) => candidate.organizationId === organizationId)) {
      const madeBy = origin?.madeBy?.get(event);
      const originWorkflowIds = [...(origin?.workflowIds ?? []), ...(madeBy ? [madeBy] : [])];
      for (const trigger of triggerEventsOf(event)) {
        const started = enabled.filter((workflow) => triggersOn(workflow.triggers, trigger) && !originWorkflowIds.includes(workflow.id));
        if (started.length === 0) continue;
        const depth = origin ? origin.depth + 1 : 0;
        if (depth > MAX_CHAIN_DEPTH) {
          for (const { id } of started) stopped.push({ workflowId: id, documentId: event.documentId, trigger });
          continue;
        }
        messages.push({
          type: 'workflows.run',
          organizationId,
          documentId: event.documentId,
          trigger,
          chainKey: chainKeyOf(trigger),
          workflowIds: started.map(({ id }) => id),
          depth,
          originWorkflowIds,
        });
      }
    }
    await sendRunMessages(deps, messages);
    for (const { workflowId, documentId, trigger } of stopped)
      await insertOrFindRun(db, {
        id: generateId('wfr'),
        organizationId,
        workflowId,
        documentId,
        chainKey: generateId('chain'),
        trigger: trigger.type,
        depth: MAX_CHAIN_DEPTH + 1,
        status: 'skipped',
        steps: [],
        error: workflowReason('chain_too_deep', { depth: MAX_CHAIN_DEPTH }).reason,
        finishedAt: new Date(),
      });
    const dated = events.filter(
      (event) =>
        event.organizationId === organizationId &&
        (event.type === 'document.processed' ||
          (event.type === 'document.updated' && event.updatedFields.some((field) => field === 'documentDate' || field === 'properties'))),
    );
    if (dated.length > 0)
      await refreshDocumentSchedules(deps, {
        organizationId,
        workflows: enabled,
        documentIds: [...new Set(dated.map(({ documentId }) => documentId))],
      });
  }
}

const pendingSteps = (workflow: WorkflowRow): WorkflowRunStepDto[] => workflow.actions.map(({ type }) => ({ type, status: 'pending' }));

function reasonOfError(error: unknown): WorkflowReason {
  if (error instanceof AppError) return workflowReason('refused', { detail: error.message }, error.code);
  return workflowReason('unexpected_error', { detail: error instanceof Error ? error.message : String(error) });
}

type Applied = { detail?: Record<string, unknown>; failed?: WorkflowReason; change?: ActionChange };

/**
 * Whom a workflow may email: the members (by id, with their addresses) and the addresses the
 * organization allows, its members' and the senders its intake addresses accept.
 */
export async function readAllowedRecipients({ db }: OrganizationDependencies, organizationId: string) {
  const [members, intakeEmails] = await runBatchedRead(
    db,
    combinedRead(listMembers(db, organizationId), listIntakeEmails(db, organizationId)),
  );
  const allowedAddresses = new Set([
    ...members.map(({ user }) => user.email.toLowerCase()),
    ...intakeEmails.flatMap(({ allowedOrigins }) => allowedOrigins.map((origin) => origin.toLowerCase())),
  ]);
  return { members, memberIds: new Set(members.map(({ user }) => user.id)), allowedAddresses };
}

const MEGABYTE = 1024 * 1024;
const sizeText = (bytes: number) => (bytes < MEGABYTE ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`);

/** The document's current file to attach, or why it is linked instead (larger than the setting allows, missing from storage). */
async function attachmentOf(deps: OrganizationDependencies, organizationId: string, documentId: string) {
  const limit = deps.settings.WORKFLOWS_EMAIL_ATTACHMENT_MAX_BYTES;
  const document = await findDocument(deps.organizationDb, organizationId, documentId);
  if (!document) return { note: 'The file could not be attached: the document is gone.' };
  if (document.originalSize > limit)
    return {
      note: `The file (${sizeText(document.originalSize)}) is larger than the ${sizeText(limit)} an email carries: open it with the link.`,
    };
  const object = await deps.files.get(document.storageKey);
  if (!object) return { note: 'The file could not be attached: it is missing from storage.' };
  const content = new Uint8Array(await object.arrayBuffer());
  return { attachment: { filename: document.originalName, contentType: document.mimeType, content } };
}

/** Sends the email to every recipient the action names that the organization still allows, if its day has room for them. */
async function sendWorkflowEmail(
  deps: OrganizationDependencies,
  organizationId: string,
  documentId: string,
  { roles, userIds, addresses, subject, body, attachFile }: Extract<ActionChange, { type: 'send_email' }>,
): Promise<Applied> {
  const { members, allowedAddresses } = await readAllowedRecipients(deps, organizationId);
  const recipients = [
    ...new Set([
      ...members.filter(({ member, user }) => roles.includes(member.role) || userIds.includes(user.id)).map(({ user }) => user.email),
      ...addresses.filter((address) => allowedAddresses.has(address)),
    ]),
  ];
  if (recipients.length === 0) return { failed: workflowReason('recipients_not_allowed') };
  const limit = deps.settings.WORKFLOWS_EMAILS_DAILY_LIMIT;
  if (!(await countEmailsIfAllowed(deps.organizationDb, organizationId, dayOf(new Date()), recipients.length, limit)))
    return { failed: workflowReason('email_limit_reached', { limit }) };
  const { attachment, note } = attachFile ? await attachmentOf(deps, organizationId, documentId) : {};
  const text = note ? `${body}\n\n${note}` : body;
  for (const to of recipients) await deps.emailSender.send({ to, subject, text, ...(attachment ? { attachments: [attachment] } : {}) });
  return { detail: { subject, recipients: recipients.length, ...(attachFile ? { isFileAttached: attachment !== undefined } : {}) } };
}

/** The next free archive serial number, taken inside the write: a number taken meanwhile makes it try the next one. */
async function assignArchiveSerialNumber(deps: OrganizationDependencies, organizationId: string, documentId: string): Promise<Applied> {
  for (let attempt = 0; ; attempt++) {
    const archiveSerialNumber = await runBatchedRead(deps.organizationDb, readNextArchiveSerialNumber(deps.organizationDb, organizationId));
    try {
      await updateDocumentFields(deps, { organizationId, documentId, userId: null, changes: { archiveSerialNumber } });
      return { detail: { archiveSerialNumber }, change: { type: 'assign_archive_serial_number', archiveSerialNumber } };
    } catch (error) {
      if (!(error instanceof AppError && error.status === 409) || attempt >= 2) throw error;
    }
  }
}

/** Accepts the pending suggestions the step asks for; the log and the next steps see which. */
async function applySuggestions(
  deps: OrganizationDependencies,
  organizationId: string,
  documentId: string,
  step: Extract<ActionChange, { type: 'apply_suggestions' }>,
): Promise<Applied> {
  const accepted = await acceptSuggestionsAbove(deps, {
    organizationId,
    documentId,
    minConfidence: step.minConfidence,
    kinds: step.kinds,
    textMaxLength: deps.settings.PROPERTIES_TEXT_MAX_LENGTH,
  });
  const applied = accepted.map(({ kind, tagId, propertyId, value, confidence }) => ({ kind, tagId, propertyId, value, confidence }));
  const change = { ...step, applied };
  return { detail: changeDetailOf(change), change };
}

/** Carries out one step with the deps whose events name this run's workflow. */
async function applyChange(
  deps: OrganizationDependencies,
  organizationId: string,
  document: WorkflowDocument,
  step: ActionChange,
  context: PlanContext,
): Promise<Applied> {
  const documentId = document.id;
  const change = { organizationId, documentId, userId: null };
  switch (step.type) {
    case 'add_tags':
      // Planned on the document out of the trash and tags there: linked with their activities in one batch, no read again.
      await addTagsAtOnce(deps, organizationId, [{ document, step }], context.tagNameOf);
      break;
    case 'remove_tags':
      for (const tagId of step.tagIds) await removeTagFromDocument(deps, { ...change, tagId });
      break;
    case 'set_property':
    case 'clear_property': {
      const property = await getPropertyOrThrow(deps, { organizationId, propertyId: step.propertyId });
      const value =
        step.type === 'set_property'
          ? await checkedPropertyValue(deps, {
              organizationId,
              property,
              value: step.value,
              textMaxLength: deps.settings.PROPERTIES_TEXT_MAX_LENGTH,
            })
          : null;
      await applyPropertyValue(deps, {
        organizationId,
        userId: null,
        property,
        value,
        documents: [{ id: documentId, name: document.name }],
      });
      break;
    }
    case 'rename':
      await updateDocumentFields(deps, { ...change, changes: { name: step.name } });
      break;
    case 'set_document_date':
      await updateDocumentFields(deps, { ...change, changes: { documentDate: step.documentDate } });
      break;
    case 'assign_archive_serial_number':
      return assignArchiveSerialNumber(deps, organizationId, documentId);
    case 'trash':
      await trashDocument(deps, change);
      break;
    case 'send_email':
      return sendWorkflowEmail(deps, organizationId, documentId, step);
    case 'call_webhook':
      if (!(await queueWorkflowCall(deps, { organizationId, webhookId: step.webhookId, body: step.body })))
        return { failed: workflowReason('webhook_unavailable') };
      return { detail: { webhookId: step.webhookId } };
    case 'apply_suggestions':
      return applySuggestions(deps, organizationId, documentId, step);
    case 'stop':
      break;
  }
  return { detail: changeDetailOf(step) };
}

/** The document's activity row for a run that ended: which workflow, and how. */
async function recordRunActivity(
  deps: OrganizationDependencies,
  run: WorkflowRunRow,
  workflow: WorkflowRow,
  status: 'succeeded' | 'failed',
) {
  await activityInsert(deps.organizationDb, {
    id: generateId('act'),
    organizationId: run.organizationId,
    documentId: run.documentId,
    event: 'workflow_ran',
    userId: null,
    workflow: { id: workflow.id, name: workflow.name, runId: run.id, status },
  });
}

/** A run that failed for good: its log says why, and webhooks subscribed to `workflow:run:failed` hear of it. */
async function failRun(
  deps: OrganizationDependencies,
  run: WorkflowRunRow,
  workflow: WorkflowRow,
  { steps, attempts, error }: { steps: WorkflowRunStepDto[]; attempts: number; error: string },
) {
  await saveRunProgress(deps.organizationDb, run.id, { status: 'failed', steps, attempts, error, finishedAt: new Date() });
  await recordRunActivity(deps, run, workflow, 'failed');
  await queueWebhookEvent(deps, {
    organizationId: run.organizationId,
    type: 'workflow:run:failed',
    data: { runId: run.id, workflowId: workflow.id, workflowName: workflow.name, documentId: run.documentId, error },
  });
}

type WorkflowDocumentRead = NonNullable<Awaited<ReturnType<typeof readWorkflowDocument>>>;

type RunOutcome = {
  isChainStopped: boolean;
  /** The actions left undone for the next message. */
  isPaused?: boolean;
  /** The actions it carried out (planned, done or found done already). */
  actionsCarriedOut: number;
  /** The document as the run left it, for the next workflow of the chain. */
  after?: WorkflowDocumentRead;
};

/**
 * Carries out a pending run from its next action, `actionsLeft` of them at most: each step planned on the document as the steps
 * before left it, done, and recorded before the next, so that a retry never does one twice. An action
 * that cannot be done (a template giving no date, the email limit) fails the run at once; one that
 * throws is retried by the queue, MAX_ACTION_ATTEMPTS times in all (waiting for a language model's proposal
 * counts none). Answers whether the run ended the chain.
 */
async function carryOutRun(
  deps: OrganizationDependencies,
  {
    run,
    workflow,
    originWorkflowIds,
    current,
    actionsLeft,
  }: {
    run: WorkflowRunRow;
    workflow: WorkflowRow;
    originWorkflowIds: string[];
    current: WorkflowDocumentRead | undefined;
    actionsLeft: number;
  },
): Promise<RunOutcome> {
  const { organizationDb: db } = deps;
  const read = current ?? (await readWorkflowDocument(deps, { organizationId: run.organizationId, documentId: run.documentId }));
  if (!read) return { isChainStopped: true, actionsCarriedOut: 0 };
  const { context } = read;
  let { document } = read;
  const outcome = (rest: Omit<RunOutcome, 'actionsCarriedOut' | 'after'>, index: number): RunOutcome => ({
    ...rest,
    actionsCarriedOut: index - run.nextActionIndex,
    after: { document, context },
  });
  const origin: WorkflowOrigin = { depth: run.depth, workflowIds: [...originWorkflowIds, workflow.id] };
  const actionDeps: OrganizationDependencies = { ...deps, workflowOrigin: origin };
  const steps = workflow.actions.map((action, index) => run.steps[index] ?? { type: action.type, status: 'pending' as const });
  for (let index = run.nextActionIndex; index < workflow.actions.length; index++) {
    if (index - run.nextActionIndex === actionsLeft) return outcome({ isChainStopped: false, isPaused: true }, index);
    const planned = planAction(workflow.actions[index]!, document, context);
    let step: PlannedAction = planned;
    if (planned.status === 'failed') {
      steps[index] = planned;
      await failRun(deps, run, workflow, { steps, attempts: run.attempts, error: planned.reason });
      return outcome({ isChainStopped: false }, index + 1);
    }
    if (!isChange(planned)) steps[index] = planned;
    else {
      let applied: Applied;
      try {
        applied = await applyChange(actionDeps, run.organizationId, document, planned, context);
      } catch (error) {
        // Waiting for the proposal another asker holds is no failed attempt: its claim ends, or goes stale and is taken over.
        const isWaiting = error instanceof LanguageModelProposalPendingError;
        const attempts = run.attempts + (isWaiting ? 0 : 1);
        const reason = isWaiting ? workflowReason('waiting_for_proposal') : reasonOfError(error);
        if (attempts >= MAX_ACTION_ATTEMPTS) {
          steps[index] = { type: planned.type, status: 'failed', ...reason };
          await failRun(deps, run, workflow, { steps, attempts, error: reason.reason });
          return outcome({ isChainStopped: false }, index + 1);
        }
        // Said on the step the queue will try again, which stays pending.
        steps[index] = { type: planned.type, status: 'pending', ...reason };
        await saveRunProgress(db, run.id, { steps, attempts, error: reason.reason });
        throw error;
      }
      if (applied.failed) {
        steps[index] = { type: planned.type, status: 'failed', ...applied.failed };
        await failRun(deps, run, workflow, { steps, attempts: run.attempts, error: applied.failed.reason });
        return outcome({ isChainStopped: false }, index + 1);
      }
      if (applied.change) step = { status: 'change', ...applied.change };
      steps[index] = { type: planned.type, status: 'done', ...(applied.detail ? { detail: applied.detail } : {}) };
    }
    document = afterStep(document, step, context);
    const isStop = step.status === 'change' && step.type === 'stop';
    const isLast = isStop || index === workflow.actions.length - 1;
    await saveRunProgress(db, run.id, {
      steps,
      nextActionIndex: index + 1,
      ...(isLast ? { status: 'succeeded' as const, error: null, finishedAt: new Date() } : {}),
    });
    if (isLast) await recordRunActivity(deps, run, workflow, 'succeeded');
    if (isStop) return outcome({ isChainStopped: true }, index + 1);
  }
  if (run.nextActionIndex >= workflow.actions.length) {
    await saveRunProgress(db, run.id, { status: 'succeeded', error: null, finishedAt: new Date() });
    await recordRunActivity(deps, run, workflow, 'succeeded');
  }
  return outcome({ isChainStopped: false }, Math.max(workflow.actions.length, run.nextActionIndex));
}

const endedTheChain = (run: WorkflowRunRow) => run.steps.some((step) => step.type === 'stop' && step.status === 'done');

/**
 * A chain's message: its workflows in order, each judged on the document as the workflows before it
 * left it; the chain's workflows and runs are one read, the document is read when first needed, and
 * the subscribers' lookups made once. A workflow that only changes the document's tags, name and date
 * is planned in pure code, and such runs are written together (workflow-chain-end.service.ts) at the
 * end or before the next run that is not; the others carry out their actions one by one,
 * ACTIONS_PER_MESSAGE in all (a run whose actions spent the message's share of statements pauses),
 * then the rest of the chain goes on in a message of its own. A run already recorded for this chain
 * (the message delivered again, or Retry) is carried on if pending and otherwise left as it is.
 */
export async function runWorkflowChain(chainDeps: OrganizationDependencies, message: WorkflowRunMessage): Promise<void> {
  const { organizationDb: db } = chainDeps;
  const { organizationId, documentId, trigger, chainKey, depth } = message;
  const [workflows, runs] = await runBatchedRead(
    db,
    combinedRead(
      readWorkflows(db, organizationId),
      readRunsOfChain(db, { workflowIds: message.workflowIds, documentIds: [documentId], chainKey }),
    ),
  );
  const readsOnce = new Map<string, Promise<unknown>>([
    [enabledWorkflowsKey(organizationId), Promise.resolve(workflows.filter(({ isEnabled }) => isEnabled))],
  ]);
  const deps: OrganizationDependencies = { ...chainDeps, readsOnce };
  const workflowById = new Map(workflows.map((workflow) => [workflow.id, workflow]));
  const runByWorkflowId = new Map(runs.map((run) => [run.workflowId, run]));
  let current: WorkflowDocumentRead | undefined;
  let actionsLeft = ACTIONS_PER_MESSAGE;
  // Runs planned on the document as `before` was, written together at the end (or before a run that writes its own steps).
  let planned: { before: WorkflowDocument; runs: PlannedChainRun[]; tagNameOf: PlanContext['tagNameOf'] } | undefined;
  const writePlanned = async () => {
    if (!planned) return;
    const { before, runs: plannedRuns, tagNameOf } = planned;
    planned = undefined;
    await writeChainEnd(deps, {
      organizationId,
      chainKey,
      trigger,
      depth,
      originWorkflowIds: message.originWorkflowIds,
      before,
      runs: plannedRuns,
      tagNameOf,
    });
  };
  // The same run again in the next message: it finds the run pending and carries it on from where it paused.
  const goOnFrom = async (index: number) => {
    await writePlanned();
    await sendRunMessages(deps, [{ ...message, workflowIds: message.workflowIds.slice(index) }]);
  };
  for (const [index, workflowId] of message.workflowIds.entries()) {
    const workflow = workflowById.get(workflowId);
    if (!workflow) continue;
    let run = runByWorkflowId.get(workflowId);
    if (!run) {
      // A person runs a workflow by hand even while it is disabled; events and schedules start enabled ones only.
      if (!workflow.isEnabled && trigger.type !== 'manual') continue;
      current ??= await readWorkflowDocument(deps, { organizationId, documentId });
      if (!current || (current.document.isDeleted && trigger.type !== 'manual')) return;
      if (trigger.type !== 'manual' && !triggersOn(workflow.triggers, trigger, current.document)) continue;
      // The search reads the document as written.
      if (workflow.conditions.query) await writePlanned();
      if (!(await documentMeetsConditions(deps, { organizationId, conditions: workflow.conditions, document: current.document }))) continue;
      if (isWrittenAtEnd(workflow)) {
        // Their write, one batch whatever the runs, costs about one action's statements.
        if (!planned) {
          if (actionsLeft === 0) return goOnFrom(index);
          actionsLeft--;
          planned = { before: current.document, runs: [], tagNameOf: current.context.tagNameOf };
        }
        const plannedRun = planRun(workflow.actions, current.document, current.context);
        planned.runs.push({ workflow, planned: plannedRun });
        current = { ...current, document: plannedRun.after };
        if (plannedRun.isStop) return writePlanned();
        continue;
      }
      await writePlanned();
      if (actionsLeft === 0) return goOnFrom(index);
      run = await insertOrFindRun(db, {
        id: generateId('wfr'),
        organizationId,
        workflowId,
        documentId,
        chainKey,
        trigger: trigger.type,
        depth,
        status: 'pending',
        steps: pendingSteps(workflow),
      });
    }
    if (run.status === 'pending') {
      await writePlanned();
      if (actionsLeft === 0) return goOnFrom(index);
      const { isChainStopped, isPaused, actionsCarriedOut, after } = await carryOutRun(deps, {
        run,
        workflow,
        originWorkflowIds: message.originWorkflowIds,
        current,
        actionsLeft,
      });
      if (isPaused) return goOnFrom(index);
      if (isChainStopped) return;
      actionsLeft -= actionsCarriedOut;
      current = after;
      continue;
    }
    if (endedTheChain(run)) return writePlanned();
  }
  await writePlanned();
}
