import PostalMime from 'postal-mime';
import { AppError } from '../../../core/errors';
import type { Dependencies, OrganizationDependencies } from '../../platform/dependencies';
import { messageDependencies } from '../../dependencies';
import { uploadDocument } from '../documents/documents.service';
import { findTagByName } from '../tags/tags.service';
import { addTagToDocument } from '../documents/document-tags.service';
import type { IntakeMessage } from './intake-email.handler';
import { documentFilesOf } from './intake-message-files';
import { findIntakeMessage, insertIntakeMessage, pruneIntakeMessages, settleIntakeMessage } from './intake-emails.repository';

const MESSAGES_KEPT_DAYS = 90;
const MB = 1000 * 1000;

type Imported = { documents: { id: string; name: string }[]; duplicatesCount: number; notes: string[] };

/** Each file through the same upload use case as the API; answers what was created, what was there already, and what was left out. */
async function importFiles(
  deps: OrganizationDependencies,
  files: File[],
  { organizationId, receivedFrom, tag }: { organizationId: string; receivedFrom: string | undefined; tag: { id: string } | undefined },
) {
  const maxSize = deps.settings.DOCUMENT_STORAGE_MAX_UPLOAD_SIZE;
  const imported: Imported = { documents: [], duplicatesCount: 0, notes: [] };
  for (const file of files) {
    if (file.size === 0) {
      imported.notes.push(`${file.name} is empty and was left out.`);
      continue;
    }
    if (file.size > maxSize) {
      imported.notes.push(`${file.name} is larger than the ${Math.floor(maxSize / MB)} MB limit and was left out.`);
      continue;
    }
    try {
      const { document } = await uploadDocument(deps, { organizationId, userId: null, file, source: 'email', receivedFrom });
      imported.documents.push({ id: document.id, name: document.name });
      if (tag) await addTagToDocument(deps, { organizationId, documentId: document.id, tagId: tag.id, userId: null });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'document.already_exists')) throw error;
      imported.duplicatesCount += 1;
    }
  }
  return imported;
}

/**
 * Queue step after an accepted message: parse it, turn its attachments (or itself) into documents,
 * tag them with the tag its address's plus part names, log the outcome, remove the raw message.
 * Storage errors are thrown so the queue retries; a retry finds the documents already made as duplicates.
 */
async function processIntakeMessage(deps: OrganizationDependencies, { organizationId, intakeMessageId, arrived }: IntakeMessage) {
  const { organizationDb: db, files } = deps;
  const key = { organizationId, messageId: intakeMessageId };
  // Arrived during a move: logged now (a retry finds it logged), unless the same mail was taken in already.
  if (arrived) await insertIntakeMessage(db, { ...arrived, receivedAt: new Date(arrived.receivedAt) });
  const logged = await findIntakeMessage(db, key);
  if (!logged) {
    if (arrived?.rawKey) await files.delete(arrived.rawKey);
    return;
  }
  if (logged.outcome !== 'processing') return;
  const object = logged.rawKey ? await files.get(logged.rawKey) : null;
  if (!object) {
    await settleIntakeMessage(db, key, { outcome: 'failed', reason: 'The message was lost before it could be read: send it again.' });
    return;
  }
  const raw = await object.arrayBuffer();
  let email;
  try {
    email = await PostalMime.parse(raw);
  } catch {
    await settleIntakeMessage(db, key, { outcome: 'failed', reason: 'The message could not be read: its MIME structure is malformed.' });
    await files.delete(logged.rawKey!);
    return;
  }
  const tag = logged.tagName ? await findTagByName(db, logged.organizationId, logged.tagName) : undefined;
  const imported = await importFiles(deps, documentFilesOf(email, raw), {
    organizationId: logged.organizationId,
    receivedFrom: logged.fromAddress ?? undefined,
    tag,
  });
  if (logged.tagName && !tag) imported.notes.push(`No tag is named "${logged.tagName}": the documents were not tagged.`);
  await settleIntakeMessage(db, key, {
    outcome: 'accepted',
    reason: imported.notes.join(' ') || null,
    documents: imported.documents,
    duplicatesCount: imported.duplicatesCount,
  });
  await files.delete(logged.rawKey!);
}

/** Consumer of the intake queue: one message at a time (each may hold several documents). */
export async function handleIntakeBatch(deps: Dependencies, batch: MessageBatch<IntakeMessage>) {
  for (const message of batch.messages) {
    try {
      await processIntakeMessage(await messageDependencies(deps, message.body), message.body);
      message.ack();
    } catch (error) {
      console.error(`Intake message ${message.body.intakeMessageId} failed (attempt ${message.attempts}):`, error);
      message.retry({ delaySeconds: 30 * message.attempts });
    }
  }
}

/** Dead letters of the intake queue: their messages are failed, and say so. */
export async function recordAbandonedIntakeMessages(deps: Dependencies, messages: readonly Message<IntakeMessage>[]) {
  for (const message of messages) {
    await settleIntakeMessage(
      (await messageDependencies(deps, message.body)).organizationDb,
      { organizationId: message.body.organizationId, messageId: message.body.intakeMessageId },
      { outcome: 'failed', reason: 'The documents could not be stored (the server failed each time): send the message again.' },
    );
  }
}

/** Daily: the message log is kept 90 days. */
export async function pruneOldIntakeMessages({ organizationDb: db }: OrganizationDependencies, { now }: { now: Date }) {
  await pruneIntakeMessages(db, new Date(now.getTime() - MESSAGES_KEPT_DAYS * 24 * 3600 * 1000));
}
