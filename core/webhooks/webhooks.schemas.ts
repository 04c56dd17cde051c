import { z } from 'zod';
import { WEBHOOK_EVENTS } from './webhook-events';
import { idPattern } from '../ids';
import { paginationSchemaOf } from '../pagination';
import { WEBHOOK_NAME_MAX_LENGTH, WEBHOOK_SECRET_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '../field-limits';

/** What creating or editing a webhook takes; on edit, a secret is sent only to rotate it. */
export const webhookInputSchema = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(WEBHOOK_NAME_MAX_LENGTH, `Name must be at most ${WEBHOOK_NAME_MAX_LENGTH} characters`),
  url: z
    .string('URL is required')
    .trim()
    .min(1, 'URL is required')
    .max(WEBHOOK_URL_MAX_LENGTH, 'URL is invalid')
    .pipe(z.url('URL is invalid')),
  secret: z
    .string('The secret must be text')
    .min(1, 'The secret must not be empty')
    .max(WEBHOOK_SECRET_MAX_LENGTH, `The secret must be at most ${WEBHOOK_SECRET_MAX_LENGTH} characters`)
    .optional(),
  enabled: z.boolean('enabled must be true or false').default(true),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, `Events must be among: ${WEBHOOK_EVENTS.join(', ')}`), 'At least one event is required')
    .min(1, 'At least one event is required')
    .transform((events) => [...new Set(events)]),
});

export const webhookIdParamSchema = z.object({ webhookId: z.string().regex(idPattern('wh'), 'The webhook id is malformed') });
export const deliveryIdParamSchema = z.object({ deliveryId: z.string().regex(idPattern('whd'), 'The delivery id is malformed') });
export const deliveriesPaginationSchema = paginationSchemaOf(20);
