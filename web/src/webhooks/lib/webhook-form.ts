import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { Webhook, WebhookEvent, WebhookInput } from '@/api/types';
import { textField } from '@/lib/text-field';
import { WEBHOOK_NAME_MAX_LENGTH, WEBHOOK_SECRET_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '../../../../core/field-limits';
import { WEBHOOK_EVENTS } from '../../../../core/webhooks/webhook-events';

/**
 * Where the signing secret stands. `new`: a webhook being created, whose secret may be given or left
 * to the server to generate; `locked`: an existing webhook's secret, never readable, kept as it is;
 * `rotating`: Rotate secret was clicked, and the secret in the field replaces it on save.
 */
type SecretState = 'new' | 'locked' | 'rotating';

export type WebhookFormValues = {
  name: string;
  url: string;
  secret: string;
  secretState: SecretState;
  enabled: boolean;
  events: WebhookEvent[];
};

/** A new webhook: enabled (spec), no event yet (the user picks them), a secret left to the server. */
export const createDefaultFormValues = (): WebhookFormValues => ({
  name: '',
  url: '',
  secret: '',
  secretState: 'new',
  enabled: true,
  events: [],
});

/** An existing webhook in the form: its secret locked, and its events in the checklist's order. */
export const toFormValues = (webhook: Pick<Webhook, 'name' | 'url' | 'enabled' | 'events'>): WebhookFormValues => ({
  name: webhook.name,
  url: webhook.url,
  secret: '',
  secretState: 'locked',
  enabled: webhook.enabled,
  events: WEBHOOK_EVENTS.filter((event) => webhook.events.includes(event)),
});

/** Whether the server's URL check could pass: an absolute http or https URL (which hosts it refuses, it says). */
function isHttpUrl(value: string) {
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The create or update body. A secret goes only where one is meant to: a new webhook's when one was
 * typed (the server generates one otherwise), an existing one's only once rotating (spec: "only then
 * is a secret sent on save").
 */
export function toWebhookInput(values: WebhookFormValues): WebhookInput {
  const secret = values.secretState === 'locked' ? '' : values.secret.trim();
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    enabled: values.enabled,
    events: values.events,
    ...(secret ? { secret } : {}),
  };
}

/** The body that turns a webhook back on and keeps everything else (its secret included). */
export const toEnabledWebhookInput = (webhook: Pick<Webhook, 'name' | 'url' | 'events'>): WebhookInput => ({
  name: webhook.name,
  url: webhook.url,
  enabled: true,
  events: webhook.events,
});

/**
 * A Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes, as the server generates one.
 * Rotating offers one, for the user to copy to the receiver before saving.
 */
export function generateWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * Spec section 5: a name, a valid URL, at least one event; the secret is optional, except while
 * rotating, when it is what gets saved. The secret check runs even while another field has an error
 * (`when`), so that the first submit shows every problem at once.
 */
export const webhookFormSchema = (t: TFunction) =>
  z
    .object({
      name: textField({
        min: 1,
        tooShort: t('webhooks.form.name.required'),
        max: WEBHOOK_NAME_MAX_LENGTH,
        tooLong: t('webhooks.form.name.max-length', { max: WEBHOOK_NAME_MAX_LENGTH }),
      }),
      url: z.string().check(
        z.trim(),
        z.minLength(1, t('webhooks.form.url.required')),
        z.maxLength(WEBHOOK_URL_MAX_LENGTH, t('webhooks.form.url.invalid')),
        z.refine((value) => value === '' || isHttpUrl(value), t('webhooks.form.url.invalid')),
      ),
      secret: z
        .string()
        .check(z.maxLength(WEBHOOK_SECRET_MAX_LENGTH, t('webhooks.form.secret.max-length', { max: WEBHOOK_SECRET_MAX_LENGTH }))),
      secretState: z.enum(['new', 'locked', 'rotating']),
      enabled: z.boolean(),
      events: z.array(z.enum(WEBHOOK_EVENTS)).check(z.minLength(1, t('webhooks.form.events.required'))),
    })
    .check(
      z.refine((values) => values.secretState !== 'rotating' || values.secret.trim() !== '', {
        message: t('webhooks.form.secret.required'),
        path: ['secret'],
        when: () => true,
      }),
    );
