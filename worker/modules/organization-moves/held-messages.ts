import type { Dependencies } from '../../platform/dependencies';
import { findMovingOrganizations } from '../organizations/organizations.repository';

// How long a message of an organization being moved waits before it is looked at again.
const HOLD_SECONDS = 30;

const organizationOf = ({ body }: Message<unknown>) =>
  typeof body === 'object' && body !== null && 'organizationId' in body && typeof body.organizationId === 'string'
    ? body.organizationId
    : undefined;

/**
 * Takes the messages of organizations being moved out of a batch and puts them back in their queue,
 * delayed: their work would write where the organization is being copied from. Sent anew rather than
 * retried, so that a long move does not use up their attempts. Answers the batch without them.
 */
export async function holdMessagesOfMovingOrganizations<T>(
  deps: Dependencies,
  batch: MessageBatch<T>,
  queue: Queue,
): Promise<MessageBatch<T>> {
  if (deps.databases.bindings.length === 1) return batch;
  const organizationIds = [...new Set(batch.messages.map(organizationOf).filter((id) => id !== undefined))];
  const moving = await findMovingOrganizations(deps.db, organizationIds);
  if (moving.size === 0) return batch;
  const isHeld = (message: Message<T>) => moving.has(organizationOf(message) ?? '');
  const held = batch.messages.filter(isHeld);
  await queue.sendBatch(held.map(({ body }) => ({ body, delaySeconds: HOLD_SECONDS })));
  for (const message of held) message.ack();
  const messages = batch.messages.filter((message) => !isHeld(message));
  return {
    queue: batch.queue,
    metadata: batch.metadata,
    messages,
    ackAll: () => messages.forEach((message) => message.ack()),
    retryAll: (options) => messages.forEach((message) => message.retry(options)),
  };
}
