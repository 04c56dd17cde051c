import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import worker from '../../worker/index';
import type { PagesMessage, TaskMessage } from '../../worker/platform/queue';
import type { HttpTransport } from '../../web/src/api/http';
import { rowsOfAllOrganizations } from './databases';

export const ORIGIN = 'http://localhost';

type RequestOptions = {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string> /** Bindings to replace, such as a held queue. */;
  envOverride?: Partial<Env>;
};

/** Sends a request to the Worker's own fetch handler, as a browser on ORIGIN would. */
export async function api(path: string, { method = 'GET', body, cookie, headers = {}, envOverride }: RequestOptions = {}) {
  const init: RequestInit = { method, headers: { origin: ORIGIN, ...headers } };
  if (cookie) (init.headers as Record<string, string>).cookie = cookie;
  if (body !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const request = new Request(`${ORIGIN}${path}`, { ...init, redirect: 'manual' });
  const response = envOverride
    ? await worker.fetch(request, { ...env, ...envOverride } as Env, createExecutionContext())
    : await exports.default.fetch(request);
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** The `name=value` pairs of every Set-Cookie header, ready to send back. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function latestEmailTo(to: string) {
  const { json } = await api('/api/dev/outbox');
  return (
    json.emails as { to: string; subject: string; text: string; links: string[]; attachments: { filename: string; size: number }[] }[]
  ).find((email) => email.to === to);
}

let counter = 0;
export function uniqueEmail(label = 'user') {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Registers, follows the verification link from the outbox and signs in; returns the session cookie. */
export async function createVerifiedUser(name = 'Ada Lovelace', email = uniqueEmail()) {
  const signUp = await api('/api/auth/sign-up/email', { method: 'POST', body: { email, password: PASSWORD, name } });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  const link = (await latestEmailTo(email))!.links[0]!;
  const verify = await api(new URL(link).pathname + new URL(link).search);
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status} ${verify.text}`);
  const signIn = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password: PASSWORD } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  return { email, name, cookie: cookieFrom(signIn.headers), userId: signIn.json.user.id as string };
}

export async function createOrganization(cookie: string, name = 'Acme archive') {
  const { status, json } = await api('/api/organizations', { method: 'POST', body: { name }, cookie });
  if (status !== 201) throw new Error(`create organization failed: ${status} ${JSON.stringify(json)}`);
  return json.organization as { id: string; name: string };
}

/** Uploads a file as multipart form data, the way the web app does. */
export async function uploadFile(
  cookie: string,
  organizationId: string,
  file: { name: string; content: string | Uint8Array; type?: string },
  envOverride?: Partial<Env>,
) {
  const form = new FormData();
  form.append('file', new File([file.content], file.name, { type: file.type ?? '' }));
  const request = new Request(`${ORIGIN}/api/organizations/${organizationId}/documents`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: ORIGIN },
  });
  const response = envOverride
    ? await worker.fetch(request, { ...env, ...envOverride } as Env, createExecutionContext())
    : await exports.default.fetch(request);
  const json: any = await response.json();
  return { status: response.status, json };
}

/** Runs the task-queue consumer on messages, as the Queues runtime would deliver them. */
export async function runTasks(bodies: TaskMessage[], envOverride?: Partial<Env>) {
  const batch = createMessageBatch(
    'archive-documents',
    bodies.map((body, index) => ({ id: `task-${index}`, timestamp: new Date(), attempts: 1, body })),
  );
  const context = createExecutionContext();
  await worker.queue(batch, { ...env, ...envOverride } as Env);
  return getQueueResult(batch, context);
}

/** Runs the pages-queue consumer on one message: the document's thumbnail and its next page to read. */
export async function readNextPage(organizationId: string, documentId: string, envOverride?: Partial<Env>) {
  const batch = createMessageBatch('archive-pages', [
    {
      id: `pages-${documentId}`,
      timestamp: new Date(),
      attempts: 1,
      body: { type: 'document.read-pages', organizationId, documentId } satisfies PagesMessage,
    },
  ]);
  const context = createExecutionContext();
  await worker.queue(batch, { ...env, ...envOverride } as Env);
  return getQueueResult(batch, context);
}

/** Processes these documents now, as their queue messages would (each message names the document's organization). */
export async function processDocuments(...documentIds: string[]) {
  const results = await rowsOfAllOrganizations<{ id: string; organization_id: string }>(
    `SELECT id, organization_id FROM documents WHERE id IN (${documentIds.map(() => '?').join(', ')})`,
    ...documentIds,
  );
  return runTasks(
    results.map(({ id, organization_id }) => ({ type: 'document.process' as const, organizationId: organization_id, documentId: id })),
  );
}

/** A signed-in user with an organization, ready to upload. */
export async function createOrganizationMember(name = 'Ada') {
  const user = await createVerifiedUser(name);
  const organization = await createOrganization(user.cookie);
  return { ...user, organization, organizationId: organization.id };
}

type VerifiedUser = Awaited<ReturnType<typeof createVerifiedUser>>;
const fileUsers = new Map<string, Promise<VerifiedUser>>();

/**
 * A new organization of the test file's own user, for a test about what happens in an organization
 * rather than to its user: a sign-up hashes the password twice (about 0.2 s in workerd against 15 ms
 * for an organization), and 200 tests made one each. The test still has an organization of its own,
 * so it stays independent of the others; a test that changes the user (its name, sessions, account)
 * or needs a second person uses createOrganizationMember. The user is the file's, not the runtime's
 * (isolate: false shares this module between files), so no file meets another's organizations.
 */
export async function createOrganizationOfFileUser(name = 'Acme archive') {
  const file = expect.getState().testPath ?? '';
  for (;;) {
    if (!fileUsers.has(file)) fileUsers.set(file, createVerifiedUser('Ada'));
    const user = await fileUsers.get(file)!;
    const { status, json } = await api('/api/organizations', { method: 'POST', body: { name }, cookie: user.cookie });
    if (status === 201)
      return { ...user, organization: json.organization as { id: string; name: string }, organizationId: json.organization.id as string };
    // Past MAX_ORGANIZATION_COUNT_PER_USER, the file goes on with a new user.
    if (json?.error?.code !== 'user.max_organization_count_reached')
      throw new Error(`create organization failed: ${status} ${JSON.stringify(json)}`);
    fileUsers.delete(file);
  }
}

/** A queue that keeps what is sent to it, for a test to deliver message by message (the real one delivers at once). */
export function heldQueue() {
  const sent: unknown[] = [];
  const queue = {
    send: async (body: unknown) => void sent.push(body),
    sendBatch: async (messages: Iterable<{ body: unknown }>) => void sent.push(...[...messages].map(({ body }) => body)),
  };
  return { queue: queue as unknown as Queue, sent };
}

/**
 * Runs what a held queue received, message after message as the Queues runtime would, each through
 * `run`; answers how many ran. The training that new labels ask for is the suggestions' own
 * (suggestions.test.ts), not the work a test counts: it is left out.
 */
export async function drainHeldQueue(sent: unknown[], run: (message: TaskMessage) => Promise<unknown>) {
  let ran = 0;
  for (let message = sent.shift() as TaskMessage | undefined; message; message = sent.shift() as TaskMessage | undefined) {
    if (message.type === 'suggestions.train') continue;
    await run(message);
    ran += 1;
  }
  return ran;
}

/** Runs what a held queue received as both the documents and the pages queue, each message by its own consumer, until none is left. */
export async function drainDocumentsAndPages(held: ReturnType<typeof heldQueue>) {
  const queues = { DOCUMENTS_QUEUE: held.queue, PAGES_QUEUE: held.queue };
  return drainHeldQueue(held.sent, (message) => {
    const body = message as TaskMessage | PagesMessage;
    return body.type === 'document.read-pages' ? readNextPage(body.organizationId, body.documentId, queues) : runTasks([body], queues);
  });
}

/** A binding whose `method` throws `message`, everything else working: to inject a storage failure. */
export function withFailing<T extends object>(binding: T, method: string, message: string): T {
  return new Proxy(binding, {
    get(target, property) {
      if (property === method)
        return () => {
          throw new Error(message);
        };
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A D1 database failing `method`, in the sessions a request opens of it too (platform/db/read-replicas.ts). */
export function withFailingDatabase(database: D1Database, method: 'prepare' | 'batch', message: string): D1Database {
  const failing = withFailing(database, method, message);
  return new Proxy(failing, {
    get: (target, property) =>
      property === 'withSession'
        ? (start?: string) => withFailing(database.withSession(start), method, message)
        : Reflect.get(target, property),
  });
}

/** A new verified user brought into the organization by the real invitation flow, with the given role. */
export async function addMember(
  inviterCookie: string,
  organizationId: string,
  role: 'admin' | 'member' | 'viewer',
  name = `${role[0]!.toUpperCase()}${role.slice(1)} user`,
) {
  const user = await createVerifiedUser(name);
  const invite = await api(`/api/organizations/${organizationId}/members/invitations`, {
    method: 'POST',
    cookie: inviterCookie,
    body: { email: user.email, role },
  });
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${invite.text}`);
  const accept = await api(`/api/invitations/${invite.json.invitation.id}/accept`, { method: 'POST', cookie: user.cookie });
  if (accept.status !== 200) throw new Error(`accept failed: ${accept.status} ${accept.text}`);
  const me = await api(`/api/organizations/${organizationId}/members/me`, { cookie: user.cookie });
  return { ...user, memberId: me.json.member.id as string, invitationId: invite.json.invitation.id as string };
}

/** A new API key of the organization's member, with these permissions, reaching that organization only: its token. */
export async function createApiKeyToken(owner: { cookie: string; organizationId: string }, permissions: readonly string[]) {
  const { status, json } = await api('/api/api-keys', {
    method: 'POST',
    cookie: owner.cookie,
    body: { name: 'Script', permissions, organizationIds: [owner.organizationId] },
  });
  if (status !== 201) throw new Error(`create API key failed: ${status} ${JSON.stringify(json)}`);
  return json.token as string;
}

/** A call as a script with an API key: its token, no cookie, no browser origin. */
export const asApiKey = (token: string, path: string, method = 'GET') =>
  api(path, { method, headers: { authorization: `Bearer ${token}`, origin: '' } });

/** The web's HTTP client's way to this Worker: its own fetch handler, with a signed-in user's cookie, as a browser on ORIGIN. */
export function workerTransport(cookie: string): HttpTransport {
  const send = async (url: URL, init: { method: string; headers?: Record<string, string>; body?: BodyInit }) => {
    const response = await exports.default.fetch(new Request(url, { ...init, headers: { ...init.headers, cookie, origin: ORIGIN } }));
    return { status: response.status, statusText: response.statusText, text: await response.text() };
  };
  return { origin: ORIGIN, request: send, upload: (url, { method, body }) => send(url, { method, body }), language: () => 'en' };
}
