import { organizationDatabase, organizationDeps } from './databases';
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { makeEml, makeTextPdf, TINY_PNG } from '../../core/extraction/extraction.fixtures';
import { receiveIntakeEmail } from '../../worker/modules/intake-emails/intake-email.handler';
import { pruneOldIntakeMessages, recordAbandonedIntakeMessages } from '../../worker/modules/intake-emails/intake-messages.service';
import { resolveDependencies } from '../../worker/dependencies';
import scannedPng from '../fixtures/ocr/small-scan.png';
import { api, createOrganizationMember, ORIGIN, createOrganizationOfFileUser } from './helpers';
import { incomingEmail } from './incoming-email';

const SENDER = 'ada@example.com';
const eventually = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 200 });

const incoming = (raw: string | Uint8Array, { to, from = SENDER, rawSize }: { to: string; from?: string; rawSize?: number }) =>
  incomingEmail(raw, { to, from, rawSize });

const receive = async (message: ReturnType<typeof incoming>, settings: Partial<Env> = {}) => {
  await receiveIntakeEmail(resolveDependencies({ ...env, ...settings } as Env), message as unknown as ForwardableEmailMessage);
  return message.rejection;
};

const intakePath = (organizationId: string) => `/api/organizations/${organizationId}/intake-emails`;

async function createAddress(cookie: string, organizationId: string, allowedOrigins = [SENDER]) {
  const { json } = await api(intakePath(organizationId), { method: 'POST', cookie });
  const { json: updated } = await api(`${intakePath(organizationId)}/${json.intakeEmail.id}`, {
    method: 'PUT',
    cookie,
    body: { allowedOrigins },
  });
  return updated.intakeEmail as { id: string; emailAddress: string; isEnabled: boolean; allowedOrigins: string[] };
}

type LoggedMessage = {
  id: string;
  from: string;
  subject: string | null;
  outcome: string;
  reason: string | null;
  documents: { id: string; name: string }[];
  duplicatesCount: number;
};
const messagesOf = async (cookie: string, organizationId: string, intakeEmailId: string) =>
  (await api(`${intakePath(organizationId)}/${intakeEmailId}/messages`, { cookie })).json.messages as LoggedMessage[];
const settled = (cookie: string, organizationId: string, intakeEmailId: string, count = 1) =>
  eventually(async () => {
    const messages = await messagesOf(cookie, organizationId, intakeEmailId);
    expect(messages.filter(({ outcome }) => outcome !== 'processing')).toHaveLength(count);
    return messages;
  });

const documentPath = (organizationId: string, documentId: string) => `/api/organizations/${organizationId}/documents/${documentId}`;

describe('intake emails API', () => {
  it('creates random addresses at the configured domain, edits origins (lowercased, deduplicated), deletes', async () => {
    const owner = await createOrganizationOfFileUser();
    const created = await api(intakePath(owner.organizationId), { method: 'POST', cookie: owner.cookie });
    expect(created.status).toBe(201);
    const intakeEmail = created.json.intakeEmail;
    expect(intakeEmail).toMatchObject({ organizationId: owner.organizationId, isEnabled: true, allowedOrigins: [] });
    expect(intakeEmail.emailAddress).toMatch(/^[a-z0-9]{16}@intake\.example\.com$/);

    const edited = await api(`${intakePath(owner.organizationId)}/${intakeEmail.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { isEnabled: false, allowedOrigins: ['Ada@Example.com', 'ada@example.com', ' bob@example.com '] },
    });
    expect(edited.json.intakeEmail).toMatchObject({ isEnabled: false, allowedOrigins: ['ada@example.com', 'bob@example.com'] });
    const unchanged = await api(`${intakePath(owner.organizationId)}/${intakeEmail.id}`, { method: 'PUT', cookie: owner.cookie, body: {} });
    expect(unchanged).toMatchObject({
      status: 200,
      json: { intakeEmail: { isEnabled: false, allowedOrigins: ['ada@example.com', 'bob@example.com'] } },
    });
    const invalid = await api(`${intakePath(owner.organizationId)}/${intakeEmail.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { allowedOrigins: ['not an email'] },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.message).toContain('Please enter a valid email address');

    const { json } = await api(intakePath(owner.organizationId), { cookie: owner.cookie });
    expect(json.intakeEmails.map(({ id }: { id: string }) => id)).toEqual([intakeEmail.id]);
    expect((await api(`${intakePath(owner.organizationId)}/${intakeEmail.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      204,
    );
    expect((await api(`${intakePath(owner.organizationId)}/${intakeEmail.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      404,
    );
  });

  it('holds the per-organization limit under 20 parallel creations', async () => {
    const owner = await createOrganizationOfFileUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api(intakePath(owner.organizationId), { method: 'POST', cookie: owner.cookie })),
    );
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(10);
    const refused = answers.filter(({ status }) => status === 403);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json.error.code).toBe('intake_email.limit_reached');
  });

  it("keeps each organization's addresses and logs to itself", async () => {
    const owner = await createOrganizationOfFileUser();
    const stranger = await createOrganizationMember();
    const address = await createAddress(owner.cookie, owner.organizationId);
    expect(
      (
        await api(`${intakePath(stranger.organizationId)}/${address.id}`, {
          method: 'PUT',
          cookie: stranger.cookie,
          body: { isEnabled: false },
        })
      ).status,
    ).toBe(404);
    expect((await api(`${intakePath(stranger.organizationId)}/${address.id}/messages`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await api(intakePath(owner.organizationId), { cookie: stranger.cookie })).status).toBe(403);
  });

  it('answers a clear error when intake emails are not enabled on the server', async () => {
    const owner = await createOrganizationOfFileUser();
    const request = new Request(`${ORIGIN}${intakePath(owner.organizationId)}`, { headers: { cookie: owner.cookie } });
    const response = await worker.fetch(request, { ...env, INTAKE_EMAILS_IS_ENABLED: 'false' } as Env, createExecutionContext());
    expect(response.status).toBe(403);
    expect(((await response.json()) as any).error.code).toBe('intake_email.disabled');
  });
});

describe('receiving mail', () => {
  it('turns a PDF attachment into a document with its text, saying it arrived by email, and logs it', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    const raw = makeEml({
      from: `Ada <${SENDER}>`,
      to: address.emailAddress,
      subject: 'March invoice',
      text: 'See attached.',
      attachments: [{ fileName: 'invoice.pdf', mimeType: 'application/pdf', content: makeTextPdf(['Invoice 2026-03 total 42 EUR']) }],
    });
    expect(await receive(incoming(raw, { to: address.emailAddress }))).toBeUndefined();

    const [logged] = await settled(owner.cookie, owner.organizationId, address.id);
    expect(logged).toMatchObject({
      from: SENDER,
      subject: 'March invoice',
      outcome: 'accepted',
      reason: null,
      duplicatesCount: 0,
      documents: [{ name: 'invoice.pdf' }],
    });
    const documentId = logged!.documents[0]!.id;
    const document = await eventually(async () => {
      const { json } = await api(documentPath(owner.organizationId, documentId), { cookie: owner.cookie });
      expect(json.document.content).toContain('Invoice 2026-03 total 42 EUR');
      return json.document;
    });
    expect(document.mimeType).toBe('application/pdf');
    const { json: activity } = await api(`${documentPath(owner.organizationId, documentId)}/activity`, { cookie: owner.cookie });
    expect(activity.activities.at(-1)).toMatchObject({ event: 'created', eventData: { receivedFrom: SENDER } });
  });

  it('reads a photographed page sent by email (OCR), as any upload', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    const raw = makeEml({
      to: address.emailAddress,
      from: SENDER,
      subject: 'Receipt',
      text: 'Photo attached.',
      attachments: [{ fileName: 'receipt.png', mimeType: 'image/png', content: new Uint8Array(scannedPng) }],
    });
    expect(await receive(incoming(raw, { to: address.emailAddress }))).toBeUndefined();
    const [logged] = await settled(owner.cookie, owner.organizationId, address.id);
    await eventually(async () => {
      const { json } = await api(documentPath(owner.organizationId, logged!.documents[0]!.id), { cookie: owner.cookie });
      expect(json.document.content).toContain('Harbour Supplies');
    });
  });

  it('makes one document per attachment, and counts what is already archived as duplicates', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    const attachments = [
      { fileName: 'a.txt', mimeType: 'text/plain', content: 'first' },
      { fileName: 'b.png', mimeType: 'image/png', content: TINY_PNG },
    ];
    await receive(
      incoming(
        makeEml({ to: address.emailAddress, from: SENDER, text: 'two files', attachments, headers: { 'Message-ID': '<one@example.com>' } }),
        { to: address.emailAddress },
      ),
    );
    await receive(
      incoming(
        makeEml({
          to: address.emailAddress,
          from: SENDER,
          text: 'again',
          attachments: [attachments[0]!, { fileName: 'c.txt', mimeType: 'text/plain', content: 'third' }],
          headers: { 'Message-ID': '<two@example.com>' },
        }),
        { to: address.emailAddress },
      ),
    );
    const messages = await settled(owner.cookie, owner.organizationId, address.id, 2);
    expect(messages.map(({ documents, duplicatesCount }) => [documents.map(({ name }) => name).sort(), duplicatesCount])).toEqual(
      expect.arrayContaining([
        [['a.txt', 'b.png'], 0],
        [['c.txt'], 1],
      ]),
    );
  });

  it('archives a message without attachments as an .eml whose text is searchable, HTML-only bodies included', {
    timeout: 30_000,
  }, async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    await receive(
      incoming(
        makeEml({ to: address.emailAddress, from: SENDER, subject: 'Meeting notes', html: '<p>Budget <b>approved</b> for Q3</p>' }),
        { to: address.emailAddress },
      ),
    );
    const [logged] = await settled(owner.cookie, owner.organizationId, address.id);
    expect(logged!.documents.map(({ name }) => name)).toEqual(['Meeting notes.eml']);
    await eventually(async () => {
      const { json } = await api(documentPath(owner.organizationId, logged!.documents[0]!.id), { cookie: owner.cookie });
      expect(json.document).toMatchObject({ mimeType: 'message/rfc822' });
      expect(json.document.content).toContain('Budget approved for Q3');
    });
  });

  it('tags the documents with the tag named by the plus part of the address', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    const { json: tag } = await api(`/api/organizations/${owner.organizationId}/tags`, {
      method: 'POST',
      cookie: owner.cookie,
      body: { name: 'Invoices', color: '#aabbcc' },
    });
    const [local, domain] = address.emailAddress.split('@');
    const to = `${local}+invoices@${domain}`;
    await receive(
      incoming(makeEml({ to, from: SENDER, attachments: [{ fileName: 'tagged.txt', mimeType: 'text/plain', content: 'tagged' }] }), { to }),
    );
    const [logged] = await settled(owner.cookie, owner.organizationId, address.id);
    const { json } = await api(documentPath(owner.organizationId, logged!.documents[0]!.id), { cookie: owner.cookie });
    expect(json.document.tags.map(({ id }: { id: string }) => id)).toEqual([tag.tag.id]);

    const unknownTag = `${local}+nope@${domain}`;
    await receive(
      incoming(
        makeEml({ to: unknownTag, from: SENDER, attachments: [{ fileName: 'untagged.txt', mimeType: 'text/plain', content: 'untagged' }] }),
        { to: unknownTag },
      ),
    );
    const messages = await settled(owner.cookie, owner.organizationId, address.id, 2);
    expect(messages[0]!.reason).toBe('No tag is named "nope": the documents were not tagged.');
  });

  it('bounces with a reason: unknown address, disabled address, sender not allowed, none allowed, too large, forged sender', async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    const to = address.emailAddress;
    const mail = (headers: Record<string, string> = {}, from = SENDER) => makeEml({ to, from, text: 'hello', headers });

    expect(await receive(incoming(mail(), { to: 'nobody@intake.example.com' }))).toBe(
      'nobody@intake.example.com is not an intake address on this server: check the address.',
    );
    expect(await receive(incoming(mail({}, 'Eve <eve@example.com>'), { to }))).toBe(
      `${to} does not accept mail from eve@example.com: an administrator of its organization can add the sender to its allowed addresses.`,
    );
    expect(await receive(incoming(mail(), { to, rawSize: 26 * 1024 * 1024 }))).toBe(
      `The message is larger than the 25 MiB ${to} accepts: send the documents in several messages.`,
    );
    const forged = mail({
      'Authentication-Results': 'mx.cloudflare.net; dkim=none; spf=fail smtp.mailfrom=example.com; dmarc=fail header.from=example.com',
    });
    expect(await receive(incoming(forged, { to }), { INTAKE_EMAILS_REQUIRE_AUTHENTICATED_SENDER: 'true' } as Partial<Env>)).toMatch(
      /authentication \(DMARC, SPF, DKIM\) failed/,
    );
    expect(await receive(incoming(mail(), { to }), { INTAKE_EMAILS_IS_ENABLED: 'false' } as Partial<Env>)).toBe(
      'This server does not accept documents by email.',
    );

    await api(`${intakePath(owner.organizationId)}/${address.id}`, { method: 'PUT', cookie: owner.cookie, body: { allowedOrigins: [] } });
    expect(await receive(incoming(mail(), { to }))).toMatch(/does not accept mail from ada@example.com/);
    await api(`${intakePath(owner.organizationId)}/${address.id}`, { method: 'PUT', cookie: owner.cookie, body: { isEnabled: false } });
    expect(await receive(incoming(mail(), { to }))).toBe(`${to} is disabled: an administrator of its organization can enable it again.`);

    // Each refusal of a known address is in its log (not the unknown address, nor the server-wide refusal).
    const messages = await messagesOf(owner.cookie, owner.organizationId, address.id);
    expect(messages.map(({ outcome }) => outcome)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
    expect(messages.at(-1)).toMatchObject({ from: 'eve@example.com', subject: 'Invoice' });
  });

  it('takes a redelivered message (the same Message-ID) without creating anything twice', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    const raw = makeEml({
      to: address.emailAddress,
      from: SENDER,
      attachments: [{ fileName: 'once.txt', mimeType: 'text/plain', content: 'once' }],
      headers: { 'Message-ID': '<same@example.com>' },
    });
    expect(await receive(incoming(raw, { to: address.emailAddress }))).toBeUndefined();
    await settled(owner.cookie, owner.organizationId, address.id);
    expect(await receive(incoming(raw, { to: address.emailAddress }))).toBeUndefined();
    expect(await messagesOf(owner.cookie, owner.organizationId, address.id)).toHaveLength(1);
  });

  it('logs a malformed message with an outcome instead of leaving it pending', { timeout: 30_000 }, async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    const broken = [
      `From: ${SENDER}`,
      `To: ${address.emailAddress}`,
      'Subject: broken',
      'Content-Type: multipart/mixed; boundary="never-closed"',
      '',
      '--never-closed',
      'Content-Type: application/pdf; name="x.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      '%%%not base64%%%',
    ].join('\r\n');
    await receive(incoming(broken, { to: address.emailAddress }));
    const [logged] = await settled(owner.cookie, owner.organizationId, address.id);
    expect(['accepted', 'failed']).toContain(logged!.outcome);
  });

  it('fails dead-lettered messages, and prunes the log after 90 days', async () => {
    const owner = await createOrganizationOfFileUser();
    const address = await createAddress(owner.cookie, owner.organizationId);
    const db = await organizationDatabase(owner.organizationId);
    const insert = db.prepare(
      "INSERT INTO intake_email_messages (id, intake_email_id, organization_id, message_key, outcome, documents, received_at) VALUES (?, ?, ?, ?, 'processing', '[]', ?)",
    );
    await db.batch([
      insert.bind('iem_dead', address.id, owner.organizationId, 'dead', Date.now()),
      insert.bind('iem_old', address.id, owner.organizationId, 'old', Date.now() - 91 * 24 * 3600 * 1000),
    ]);
    const deadLetter = (organizationId: string) =>
      ({ body: { intakeMessageId: 'iem_dead', organizationId } }) as Message<{ intakeMessageId: string; organizationId: string }>;
    // A message naming another organization touches nothing.
    await recordAbandonedIntakeMessages(resolveDependencies(env), [deadLetter('org_00000000000000000000other')]);
    expect(await messagesOf(owner.cookie, owner.organizationId, address.id)).toContainEqual(
      expect.objectContaining({ id: 'iem_dead', outcome: 'processing' }),
    );
    await recordAbandonedIntakeMessages(resolveDependencies(env), [deadLetter(owner.organizationId)]);
    await pruneOldIntakeMessages(await organizationDeps(owner.organizationId), { now: new Date() });
    const messages = await messagesOf(owner.cookie, owner.organizationId, address.id);
    expect(messages).toEqual([
      expect.objectContaining({ id: 'iem_dead', outcome: 'failed', reason: expect.stringMatching(/could not be stored/) }),
    ]);
  });
});
