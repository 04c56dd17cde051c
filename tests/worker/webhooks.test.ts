import { env } from 'cloudflare:workers';
import { firstOfAllOrganizations } from './databases';
import { describe, expect, it } from 'vitest';
import { getSettings } from '../../worker/modules/config/config.service';
import { WEBHOOK_SECRET_PURPOSE } from '../../worker/modules/webhooks/webhooks.service';
import { openSecret } from '../../worker/platform/crypto/secret-box';
import { api, createOrganizationMember, createOrganizationOfFileUser } from './helpers';

const EVENTS = ['document:created', 'document:deleted'];
const post = (cookie: string, organizationId: string, body: unknown) =>
  api(`/api/organizations/${organizationId}/webhooks`, { method: 'POST', cookie, body });
const storedSecrets = (id: string) =>
  firstOfAllOrganizations<{ sealed_secret: string; previous_sealed_secret: string | null }>(
    'SELECT sealed_secret, previous_sealed_secret FROM webhooks WHERE id = ?',
    id,
  );
const open = (sealed: string) => openSecret(sealed, { authSecret: getSettings(env).AUTH_SECRET!, purpose: WEBHOOK_SECRET_PURPOSE });

describe('webhooks', () => {
  it('are created with a generated secret answered once and kept encrypted, listed, read, edited and deleted', async () => {
    const owner = await createOrganizationOfFileUser();
    const created = await post(owner.cookie, owner.organizationId, {
      name: 'Accounting',
      url: 'https://hooks.example.com/archive',
      events: EVENTS,
    });
    expect(created.status).toBe(201);
    const { webhook, secret } = created.json;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toMatchObject({
      name: 'Accounting',
      url: 'https://hooks.example.com/archive',
      enabled: true,
      events: EVENTS,
      lastTriggeredAt: null,
    });
    expect(Object.keys(webhook).sort()).toEqual([
      'createdAt',
      'disabledAt',
      'disabledReason',
      'enabled',
      'events',
      'id',
      'lastTriggeredAt',
      'name',
      'organizationId',
      'updatedAt',
      'url',
    ]);
    const stored = await storedSecrets(webhook.id);
    expect(stored!.sealed_secret).not.toContain(secret.slice(6));
    expect(await open(stored!.sealed_secret)).toBe(secret);

    const base = `/api/organizations/${owner.organizationId}/webhooks`;
    const list = await api(base, { cookie: owner.cookie });
    expect(list.json.webhooks.map((item: any) => item.id)).toEqual([webhook.id]);
    expect(list.text).not.toContain(secret);
    expect((await api(`${base}/${webhook.id}`, { cookie: owner.cookie })).json.webhook.name).toBe('Accounting');

    // Edited without a secret: the secret stays; with one: rotated, the previous one kept to sign beside it for a day.
    const edited = await api(`${base}/${webhook.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Books', url: 'https://hooks.example.com/books', events: ['document:updated'], enabled: false },
    });
    expect(edited.json.webhook).toMatchObject({ name: 'Books', enabled: false, events: ['document:updated'] });
    expect(await open((await storedSecrets(webhook.id))!.sealed_secret)).toBe(secret);
    const rotated = await api(`${base}/${webhook.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { name: 'Books', url: 'https://hooks.example.com/books', events: ['document:updated'], secret: 'a new shared secret' },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).toBeUndefined();
    const afterRotation = await storedSecrets(webhook.id);
    expect(await open(afterRotation!.sealed_secret)).toBe('a new shared secret');
    expect(await open(afterRotation!.previous_sealed_secret!)).toBe(secret);

    expect((await api(`${base}/${webhook.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await api(`${base}/${webhook.id}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it('keep a given secret without answering it', async () => {
    const owner = await createOrganizationOfFileUser();
    const { json } = await post(owner.cookie, owner.organizationId, {
      name: 'Given',
      url: 'https://hooks.example.com/',
      events: EVENTS,
      secret: 'shared with the receiver',
    });
    expect(json.secret).toBeUndefined();
    expect(await open((await storedSecrets(json.webhook.id))!.sealed_secret)).toBe('shared with the receiver');
  });

  it('answer the validation messages of the spec', async () => {
    const owner = await createOrganizationOfFileUser();
    const message = async (body: unknown) => (await post(owner.cookie, owner.organizationId, body)).json.error.message;
    expect(await message({ url: 'https://hooks.example.com/', events: EVENTS })).toBe('Name is required');
    expect(await message({ name: 'A', events: EVENTS })).toBe('URL is required');
    expect(await message({ name: 'A', url: 'not a url', events: EVENTS })).toBe('URL is invalid');
    expect(await message({ name: 'A', url: 'https://hooks.example.com/', events: [] })).toBe('At least one event is required');
    expect(
      (await post(owner.cookie, owner.organizationId, { name: 'A', url: 'https://hooks.example.com/', events: ['document:exploded'] }))
        .status,
    ).toBe(400);
  });

  it('refuse private and internal addresses at save', async () => {
    const owner = await createOrganizationOfFileUser();
    for (const url of [
      'http://localhost:3000/hook',
      'http://127.0.0.2/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.7/',
      'http://[::1]/',
      'http://nas.local/',
    ]) {
      const { status, json } = await post(owner.cookie, owner.organizationId, { name: 'A', url, events: EVENTS });
      expect([url, status, json.error.code]).toEqual([url, 400, 'webhook.url_not_allowed']);
    }
  });

  it('belong to their organization only', async () => {
    const owner = await createOrganizationOfFileUser();
    const other = await createOrganizationMember();
    const { json } = await post(owner.cookie, owner.organizationId, { name: 'Mine', url: 'https://hooks.example.com/', events: EVENTS });
    const base = `/api/organizations/${other.organizationId}/webhooks/${json.webhook.id}`;
    expect((await api(base, { cookie: other.cookie })).status).toBe(404);
    expect((await api(base, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await api(`/api/organizations/${other.organizationId}/webhooks`, { cookie: other.cookie })).json.webhooks).toEqual([]);
  });
});
