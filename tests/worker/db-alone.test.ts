import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it, vi } from 'vitest';
import worker from '../../worker/index';
import { resolveDependencies } from '../../worker/dependencies';
import { receiveIntakeEmail } from '../../worker/modules/intake-emails/intake-email.handler';
import { organizationBinding, organizationDatabaseBindings } from './databases';
import { api, createOrganizationMember, uploadFile } from './helpers';
import { plainEmail } from './incoming-email';

const eventually = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 200 });

/**
 * With DB alone (`npm start`, a default deployment) organizations live in DB, beside users: the
 * project `workerd-db-alone` runs this with the other files that prove what differs (vitest.config.ts).
 * Here, what the requests of those files do not reach: each queue consumer and the cron.
 */
describe.runIf(organizationDatabaseBindings.length === 1)('with DB alone', () => {
  it('places an organization in DB, and its webhooks, its mail and the daily cron find it there', async () => {
    const owner = await createOrganizationMember('Solo');
    expect(await organizationBinding(owner.organizationId)).toBe('DB');
    const base = `/api/organizations/${owner.organizationId}`;

    const receiver = `http://127.0.0.1:${inject('webhookReceiverPort')}`;
    const hookName = `solo${Math.random().toString(36).slice(2, 8)}`;
    expect(
      (
        await api(`${base}/webhooks`, {
          method: 'POST',
          cookie: owner.cookie,
          body: { name: 'Solo', url: `${receiver}/hooks/${hookName}`, events: ['document:created'] },
        })
      ).status,
    ).toBe(201);
    await uploadFile(owner.cookie, owner.organizationId, { name: 'solo.txt', content: 'Kept in DB', type: 'text/plain' });
    await eventually(async () => expect(await (await fetch(`${receiver}/received/${hookName}`)).json()).toHaveLength(1));

    const { json } = await api(`${base}/intake-emails`, { method: 'POST', cookie: owner.cookie });
    await api(`${base}/intake-emails/${json.intakeEmail.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { allowedOrigins: ['ada@example.com'] },
    });
    const mail = plainEmail({ from: 'ada@example.com', to: json.intakeEmail.emailAddress, subject: 'Mailed to DB' });
    await receiveIntakeEmail(resolveDependencies(env), mail as unknown as ForwardableEmailMessage);
    expect(mail.rejection).toBeUndefined();
    await eventually(async () => {
      const { json: documents } = await api(`${base}/documents`, { cookie: owner.cookie });
      expect(documents.documents.map(({ name }: { name: string }) => name)).toContainEqual(expect.stringMatching(/Mailed to DB/));
    });

    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 3 * * *' }), env);
    const measured = await env.DB.prepare("SELECT size_bytes FROM organization_databases WHERE binding = 'DB'").first<{
      size_bytes: number;
    }>();
    expect(measured!.size_bytes).toBeGreaterThan(4096);
  });
});
