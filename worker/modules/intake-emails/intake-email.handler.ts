import { decodeWords } from 'postal-mime';
import type { Dependencies } from '../../platform/dependencies';
import { organizationDependencies } from '../../dependencies';
import { generateId } from '../../../core/ids';
import { organizationFilesPrefix, sha256Hex } from '../../platform/organization-files';
import { intakeRefusalMessage, intakeRefusalOf, isSenderForged, parseRecipient, senderAddressOf } from './intake-email-policy';
import { findIntakeEmailByAddress, insertIntakeMessage, settleIntakeMessage, type NewIntakeMessage } from './intake-emails.repository';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../../core/errors';

/**
 * What the intake queue carries: the logged message to turn into documents. Mail that arrived while
 * its organization was being moved carries its log entry too (`arrived`), for the consumer to write.
 */
export type IntakeMessage = {
  intakeMessageId: string;
  organizationId: string;
  arrived?: Omit<NewIntakeMessage, 'receivedAt'> & { receivedAt: number };
};

/**
 * Logs a message in its organization's database; while the organization is being moved, where
 * nothing is written, hands the entry to the intake queue instead, which waits for the move's end.
 */
async function logIntakeMessage(
  deps: Dependencies,
  entry: NewIntakeMessage,
): Promise<{ organizationDb: Database; isNew: boolean } | 'queued'> {
  try {
    const { organizationDb } = await organizationDependencies(deps, entry.organizationId, { writes: true });
    return { organizationDb, isNew: await insertIntakeMessage(organizationDb, entry) };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'organization.moving')) throw error;
    await deps.queues.intake.send({
      intakeMessageId: entry.id,
      organizationId: entry.organizationId,
      arrived: { ...entry, receivedAt: entry.receivedAt.getTime() },
    } satisfies IntakeMessage);
    return 'queued';
  }
}

const SUBJECT_MAX_LENGTH = 512;

/**
 * The Worker's `email()` handler: decides from the headers alone and answers the sending server at
 * once, bouncing with a reason a person understands; an accepted message is stored in R2, logged
 * and queued. A message already accepted for the address (the same Message-ID) is taken and ignored.
 */
export async function receiveIntakeEmail(deps: Dependencies, message: ForwardableEmailMessage) {
  const { db, files, queues, settings } = deps;
  const now = new Date();
  const { address, plusPart } = parseRecipient(message.to);
  const intakeEmail = settings.INTAKE_EMAILS_IS_ENABLED ? await findIntakeEmailByAddress(db, address) : undefined;
  const sender = senderAddressOf(message.headers.get('from'));
  const refusal = intakeRefusalOf({
    isFeatureEnabled: settings.INTAKE_EMAILS_IS_ENABLED,
    intakeEmail,
    sender,
    isForged: isSenderForged(message.headers.get('authentication-results')),
    rawSize: message.rawSize,
    maxSize: settings.INTAKE_EMAILS_MAX_MESSAGE_SIZE,
    requireAuthenticatedSender: settings.INTAKE_EMAILS_REQUIRE_AUTHENTICATED_SENDER ?? settings.APP_ENV === 'production',
  });
  const logged = {
    id: generateId('iem'),
    fromAddress: sender ?? message.from.toLowerCase(),
    subject: decodeWords(message.headers.get('subject') ?? '').slice(0, SUBJECT_MAX_LENGTH) || null,
    tagName: plusPart ?? null,
    documents: [],
    receivedAt: now,
  };

  if (refusal) {
    const reason = intakeRefusalMessage(refusal, { address, sender, maxSize: settings.INTAKE_EMAILS_MAX_MESSAGE_SIZE });
    // Logged where an organization can see it: for its own addresses.
    if (intakeEmail)
      await logIntakeMessage(deps, {
        ...logged,
        intakeEmailId: intakeEmail.id,
        organizationId: intakeEmail.organizationId,
        messageKey: logged.id,
        outcome: 'rejected',
        reason,
      });
    // The body is not read: let go of it, or the runtime waits on a stream nobody consumes.
    await message.raw.cancel();
    message.setReject(reason);
    return;
  }

  const { organizationId } = intakeEmail!;
  const raw = new Uint8Array(await new Response(message.raw).arrayBuffer());
  const messageKey = message.headers.get('message-id')?.trim() || `sha256:${await sha256Hex(new Blob([raw]).stream())}`;
  const rawKey = `${organizationFilesPrefix(organizationId)}intake/${logged.id}.eml`;
  await files.put(rawKey, raw);
  const entry = await logIntakeMessage(deps, {
    ...logged,
    intakeEmailId: intakeEmail!.id,
    organizationId,
    messageKey,
    outcome: 'processing',
    reason: null,
    rawKey,
  });
  if (entry === 'queued') return;
  const { organizationDb, isNew } = entry;
  if (!isNew) {
    await files.delete(rawKey);
    return;
  }
  try {
    await queues.intake.send({ intakeMessageId: logged.id, organizationId } satisfies IntakeMessage);
  } catch (error) {
    console.error(`Could not queue intake message ${logged.id}:`, error);
    await settleIntakeMessage(
      organizationDb,
      { organizationId, messageId: logged.id },
      { outcome: 'failed', reason: 'The server could not take the message in: send it again in a moment.' },
    );
    await files.delete(rawKey);
    message.setReject('The server could not take the message in: send it again in a moment.');
  }
}
