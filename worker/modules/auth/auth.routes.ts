import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../platform/context';
import { errorBody } from '../../platform/errors';
import { invalidRequest } from '../../platform/validation';
import { countAttempt, takeBackAttempt } from './auth-throttle.service';
import { invalidJsonBody, passwordResetDisabled, registrationDisabled } from './auth.errors';
import { authOf } from './auth.middleware';
import { signUpSchema } from './auth.schemas';
import { accountIdOf, clientIdOf, isSignInFailure, throttleScopeOf, tooManyAttemptsMessage, type ThrottleScope } from './auth.throttle';

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
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
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
    if (/^application\/([a-z0-9.+-]*\+)?json/.test(contentType)) return ((await request.clone().json()) as { email?: unknown } | null)?.email;
    if (contentType.includes('application/x-www-form-urlencoded')) return (await request.clone().formData()).get('email');
  } catch {
    // better-auth refuses such a body itself; the attempt still counts for the client.
  }
  return undefined;
}

/**
 * Counts the attempt under its account and client keys before better-auth runs (so a refused
 * sign-in costs no password hashing, and parallel attempts cannot all pass), answers 429 past a
 * limit, and for sign-in takes the attempt back unless it failed. See auth.throttle.ts.
 */
async function throttled(c: AppContext, scope: ThrottleScope, handle: () => Promise<Response>): Promise<Response> {
  const { db, settings } = c.var;
  const who = { accountId: accountIdOf(await readEmail(c.req.raw)), clientId: clientIdOf(c.req.header('cf-connecting-ip')) };
  const { refusal, counts } = await countAttempt(db, settings, scope, who);
  if (refusal) {
    const { retryAfterSeconds } = refusal;
    return c.json(errorBody('auth.too_many_requests', tooManyAttemptsMessage(retryAfterSeconds)), 429, { 'Retry-After': String(retryAfterSeconds) });
  }
  const response = await handle();
  if (scope === 'sign-in' && !isSignInFailure(response.status)) await takeBackAttempt(db, counts);
  return response;
}

const OAUTH2_SIGN_IN_PATH = '/api/auth/sign-in/oauth2';

/**
 * The web client signs in with a custom provider through `POST /sign-in/oauth2 { providerId, … }`;
 * better-auth's generic OAuth providers answer at `/sign-in/social { provider, … }`.
 */
async function asSocialSignIn(request: Request): Promise<Request> {
  const { providerId, ...rest } = ((await readJson(request)) ?? {}) as { providerId?: unknown };
  const url = new URL(request.url);
  url.pathname = '/api/auth/sign-in/social';
  return new Request(url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...rest, provider: providerId }) });
}

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  await guard(c.req.raw, c.req.path, c.var.settings);
  const request = c.req.method === 'POST' && c.req.path === OAUTH2_SIGN_IN_PATH ? await asSocialSignIn(c.req.raw) : c.req.raw;
  const handle = async () => toErrorEnvelope(await authOf(c).handler(request));
  // The path as better-auth routes it (undecoded), so no spelling of it escapes the throttle.
  const scope = c.var.settings.AUTH_THROTTLE_IS_ENABLED ? throttleScopeOf(c.req.method, new URL(c.req.url).pathname) : undefined;
  return scope ? throttled(c, scope, handle) : handle();
});
