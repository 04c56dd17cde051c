import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../platform/context';
import { errorBody, invalidRequest } from '../../../core/errors';
import { countAttempt, takeBackAttempt } from './auth-throttle.service';
import { accountHashOf, knownDeviceCookie, readKnownDevice } from './known-device';
import { generateId } from '../../../core/ids';
import { invalidJsonBody, passwordResetDisabled, registrationDisabled } from '../../../core/auth/auth.errors';
import { authOf } from './auth.middleware';
import { signUpSchema } from '../../../core/auth/auth.schemas';
import { accountIdOf, clientIdOf, isSignInFailure, throttleScopeOf, tooManyAttempts, type ThrottleScope } from './auth.throttle';

const PASSWORD_RESET_PATHS = ['/api/auth/request-password-reset', '/api/auth/forget-password', '/api/auth/reset-password'];

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    throw invalidJsonBody();
  }
}

/** Rejects what the settings turn off, and checks the sign-up fields better-auth leaves unchecked. */
async function guard(request: Request, path: string, settings: AppEnv['Variables']['settings']) {
  if (path === '/api/auth/sign-up/email') {
    if (!settings.AUTH_IS_REGISTRATION_ENABLED) throw registrationDisabled();
    const result = signUpSchema.safeParse(await readJson(request));
    if (!result.success) throw invalidRequest('body', result.error);
  }
  if (!settings.AUTH_IS_PASSWORD_RESET_ENABLED && PASSWORD_RESET_PATHS.some((p) => path.startsWith(p))) {
    throw passwordResetDisabled();
  }
}

/** better-auth answers errors as `{ code, message }`; the API's envelope is `{ error: { code, message } }`. */
async function toErrorEnvelope(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || 'error' in body) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(body.code ?? 'auth.error', body.message ?? 'Authentication failed')), {
    status: response.status,
    headers,
  });
}

/** The `email` field of a body better-auth would read (JSON or form), without consuming the request. */
async function readEmail(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type')?.toLowerCase() ?? '';
  try {
    if (/^application\/([a-z0-9.+-]*\+)?json/.test(contentType))
      return ((await request.clone().json()) as { email?: unknown } | null)?.email;
    if (contentType.includes('application/x-www-form-urlencoded')) return (await request.clone().formData()).get('email');
  } catch {
    // better-auth refuses such a body itself; the attempt still counts for the client.
  }
  return undefined;
}

/**
 * Counts the attempt under its keys before better-auth runs (so a refused sign-in costs no password
 * hashing, and parallel attempts cannot all pass), answers 429 past a limit, and for sign-in takes
 * the attempt back unless it failed. A sign-in that opened a session marks the device as known to
 * the account, so that others' failures never hold it back. See auth.throttle.ts.
 */
async function throttled(c: AppContext, scope: ThrottleScope, handle: () => Promise<Response>): Promise<Response> {
  const accountId = accountIdOf(await readEmail(c.req.raw));
  const device = await readKnownDevice(c);
  const knownDeviceId = accountId && device?.accountHash === (await accountHashOf(accountId)) ? device.deviceId : undefined;
  const { refusal, counts } = await countAttempt(c.var.deps, {
    scope,
    accountId,
    clientId: clientIdOf(c.req.header('cf-connecting-ip')),
    knownDeviceId,
  });
  if (refusal) throw tooManyAttempts('auth.too_many_requests', refusal.retryAfterSeconds);
  const response = await handle();
  if (scope !== 'sign-in' || isSignInFailure(response.status)) return response;
  await takeBackAttempt(c.var.deps, { counts });
  const signedIn = response.status === 200 ? await signedInAccountOf(response, accountId) : undefined;
  if (!signedIn) return response;
  const known = new Response(response.body, response);
  known.headers.append(
    'set-cookie',
    await knownDeviceCookie(c, { deviceId: device?.deviceId ?? generateId('dev'), accountHash: await accountHashOf(signedIn) }),
  );
  return known;
}

/**
 * The account a successful sign-in step opened a session for: the one its body named (a password),
 * or the one its answer names (a second factor, a passkey). None while a second factor is awaited:
 * a device becomes known only once it passed every factor.
 */
async function signedInAccountOf(response: Response, namedAccountId: string | undefined): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: unknown; user?: { email?: unknown } } | null;
  if (!body || body.twoFactorRedirect) return undefined;
  return namedAccountId ?? accountIdOf(body.user?.email);
}

const OAUTH2_SIGN_IN_PATH = '/api/auth/sign-in/oauth2';
const FORGET_PASSWORD_PATH = '/api/auth/forget-password';

const requestTo = (request: Request, pathname: string, body: BodyInit) => {
  const url = new URL(request.url);
  url.pathname = pathname;
  return new Request(url, { method: request.method, headers: request.headers, body });
};

/**
 * The calls of the original web client that today's better-auth names differently:
 * `POST /sign-in/oauth2 { providerId, … }` is `/sign-in/social { provider, … }` (the generic OAuth
 * providers answer there), and `POST /forget-password` is `/request-password-reset`.
 */
async function asBetterAuthCall(request: Request, path: string): Promise<Request> {
  if (request.method !== 'POST') return request;
  if (path === OAUTH2_SIGN_IN_PATH) {
    const { providerId, ...rest } = ((await readJson(request)) ?? {}) as { providerId?: unknown };
    return requestTo(request, '/api/auth/sign-in/social', JSON.stringify({ ...rest, provider: providerId }));
  }
  if (path === FORGET_PASSWORD_PATH) return requestTo(request, '/api/auth/request-password-reset', await request.clone().arrayBuffer());
  return request;
}

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  await guard(c.req.raw, c.req.path, c.var.settings);
  const request = await asBetterAuthCall(c.req.raw, c.req.path);
  const handle = async () => toErrorEnvelope(await (await authOf(c)).handler(request));
  // The path as better-auth routes it (undecoded), so no spelling of it escapes the throttle.
  const scope = c.var.settings.AUTH_THROTTLE_IS_ENABLED ? throttleScopeOf(c.req.method, new URL(c.req.url).pathname) : undefined;
  return scope ? throttled(c, scope, handle) : handle();
});
