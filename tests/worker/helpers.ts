import { exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost';

type RequestOptions = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> };

/** Sends a request to the Worker's own fetch handler, as a browser on ORIGIN would. */
export async function api(path: string, { method = 'GET', body, cookie, headers = {} }: RequestOptions = {}) {
  const init: RequestInit = { method, headers: { origin: ORIGIN, ...headers } };
  if (cookie) (init.headers as Record<string, string>).cookie = cookie;
  if (body !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, redirect: 'manual' }));
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
  return (json.emails as { to: string; subject: string; text: string; links: string[] }[]).find((email) => email.to === to);
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
