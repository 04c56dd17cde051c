import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Webhook } from '@/api/types';
import {
  createDefaultFormValues,
  generateWebhookSecret,
  toEnabledWebhookInput,
  toFormValues,
  toWebhookInput,
  webhookFormSchema,
  type WebhookFormValues,
} from './webhook-form';

const t = ((key: string) => key) as unknown as TFunction;
const schema = webhookFormSchema(t);
const values = (overrides: Partial<WebhookFormValues> = {}): WebhookFormValues => ({
  ...createDefaultFormValues(),
  name: 'Accounting',
  url: 'https://hooks.example.com/archive',
  events: ['document:created'],
  ...overrides,
});
const messagesOf = (input: WebhookFormValues) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const existing: Pick<Webhook, 'name' | 'url' | 'enabled' | 'events'> = {
  name: 'Accounting',
  url: 'https://hooks.example.com/archive',
  enabled: false,
  events: ['document:tag:added', 'document:created'],
};

describe('webhookFormSchema', () => {
  it('accepts a name, an http(s) URL and one event, with or without a secret', () => {
    expect(messagesOf(values())).toEqual({});
    expect(messagesOf(values({ url: 'http://127.0.0.1:8080/hooks', secret: 'whsec_abc' }))).toEqual({});
  });

  it('asks for a name, a URL and an event, all at once', () => {
    expect(messagesOf(values({ name: '  ', url: '', events: [] }))).toEqual({
      name: 'webhooks.form.name.required',
      url: 'webhooks.form.url.required',
      events: 'webhooks.form.events.required',
    });
  });

  it('refuses what is not an absolute http or https URL', () => {
    for (const url of ['hooks.example.com', 'ftp://example.com/hook', 'https://', 'not a url']) {
      expect(messagesOf(values({ url })), url).toEqual({ url: 'webhooks.form.url.invalid' });
    }
  });

  it('needs a secret only while rotating, even when another field is wrong', () => {
    expect(messagesOf(values({ secretState: 'locked' }))).toEqual({});
    expect(messagesOf(values({ secretState: 'rotating', secret: ' ', name: '' }))).toEqual({
      name: 'webhooks.form.name.required',
      secret: 'webhooks.form.secret.required',
    });
  });
});

describe('toWebhookInput', () => {
  it('creates with the trimmed fields and no secret when none was typed, for the server to generate one', () => {
    expect(toWebhookInput(values({ name: ' Accounting ', url: ' https://hooks.example.com/archive ' }))).toEqual({
      name: 'Accounting',
      url: 'https://hooks.example.com/archive',
      enabled: true,
      events: ['document:created'],
    });
    expect(toWebhookInput(values({ secret: '   ' }))).not.toHaveProperty('secret');
  });

  it('creates with the secret typed', () => {
    expect(toWebhookInput(values({ secret: ' my-shared-secret ' }))).toMatchObject({ secret: 'my-shared-secret' });
  });

  it('sends an existing webhook’s secret only once rotating', () => {
    const locked = toFormValues(existing);
    expect(toWebhookInput({ ...locked, secret: 'typed before the lock' })).toEqual({
      name: 'Accounting',
      url: existing.url,
      enabled: false,
      events: ['document:created', 'document:tag:added'],
    });
    expect(toWebhookInput({ ...locked, secretState: 'rotating', secret: 'whsec_new' })).toMatchObject({ secret: 'whsec_new' });
  });
});

describe('toFormValues', () => {
  it('locks the secret and orders the events as the checklist does', () => {
    expect(toFormValues(existing)).toEqual({
      ...existing,
      secret: '',
      secretState: 'locked',
      events: ['document:created', 'document:tag:added'],
    });
  });
});

describe('toEnabledWebhookInput', () => {
  it('turns a webhook back on and sends no secret, which stays as it is', () => {
    expect(toEnabledWebhookInput(existing)).toEqual({ name: 'Accounting', url: existing.url, enabled: true, events: existing.events });
  });
});

describe('generateWebhookSecret', () => {
  it('is whsec_ and the base64 of 32 random bytes, new each time', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(atob(secret.slice('whsec_'.length))).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});
