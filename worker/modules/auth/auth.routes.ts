import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../../platform/context';
import { AppError, errorBody } from '../../platform/errors';
import { invalidRequest } from '../../platform/validation';
import { countAttempts, uncountAttempts } from './auth-throttle.repository';
import { authOf } from './auth.middleware';
import { PASSWORD_LENGTH, REGISTER_NAME_MAX_LENGTH } from './auth.service';
import {
  accountIdOf,
  clientIdOf,
  isSignInFailure,
  throttleKeys,
  throttleRefusal,
  throttleScopeOf,
  tooManyAttemptsMessage,
  type ThrottleScope,
} from './auth.throttle';

const signUpSchema = z.object({
  email: z.email('Please enter a valid email address'),
  name: z.string().trim().min(1, 'Name is required').max(REGISTER_NAME_MAX_LENGTH, `Name must be at most ${REGISTER_NAME_MAX_LENGTH} characters`),
  password: z.string().min(PASSWORD_LENGTH.min, `Password must be at least ${PASSWORD_LENGTH.min} characters`).max(PASSWORD_LENGTH.max, `Password must be at most ${PASSWORD_LENGTH.max} characters`),
});

const PASSWORD_RESET_PATHS = ['/api/auth/request-password-reset', '/api/auth/forget-password', '/api/auth/reset-password'];

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    throw new AppError(400, 'server.invalid_request.body', 'The request body is not valid JSON.');
  }
}

/** Rejects what the settings turn off, and checks the sign-up fields better-auth leaves unchecked. */
async function guard(request: Request, path: string, settings: AppEnv['Variables']['settings']) {
  if (path === '/api/auth/sign-up/email') {
    if (!settings.AUTH_IS_REGISTRATION_ENABLED) throw new AppError(403, 'auth.registration_disabled', 'Registration is disabled');
    const result = signUpSchema.safeParse(await readJson(request));
    if (!result.success) throw invalidRequest('body', result.error);
  }
  if (!settings.AUTH_IS_PASSWORD_RESET_ENABLED && PASSWORD_RESET_PATHS.some((p) => path.startsWith(p))) {
    throw new AppError(403, 'auth.password_reset_disabled', 'Password reset is disabled');
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
  const keys = throttleKeys(scope, { accountId: accountIdOf(await readEmail(c.req.raw)), clientId: clientIdOf(c.req.header('cf-connecting-ip')) }, settings);
  const now = Date.now();
  const counts = await countAttempts(db, keys.map(({ key }) => key), { now, windowMs: settings.AUTH_THROTTLE_WINDOW_SECONDS * 1000 });
  const refusal = throttleRefusal(keys, counts, now);
  if (refusal) {
    const { retryAfterSeconds } = refusal;
    return c.json(errorBody('auth.too_many_requests', tooManyAttemptsMessage(retryAfterSeconds)), 429, { 'Retry-After': String(retryAfterSeconds) });
  }
  const response = await handle();
  if (scope === 'sign-in' && !isSignInFailure(response.status)) await uncountAttempts(db, counts);
  return response;
}

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  await guard(c.req.raw, c.req.path, c.var.settings);
  const handle = async () => toErrorEnvelope(await authOf(c).handler(c.req.raw));
  // The path as better-auth routes it (undecoded), so no spelling of it escapes the throttle.
  const scope = c.var.settings.AUTH_THROTTLE_IS_ENABLED ? throttleScopeOf(c.req.method, new URL(c.req.url).pathname) : undefined;
  return scope ? throttled(c, scope, handle) : handle();
});
