import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/context';
import { AppError, errorBody } from '../../platform/errors';
import { invalidRequest } from '../../platform/validation';
import { authOf } from './auth.middleware';
import { PASSWORD_LENGTH, REGISTER_NAME_MAX_LENGTH } from './auth.service';

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

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  await guard(c.req.raw, c.req.path, c.var.settings);
  return toErrorEnvelope(await authOf(c).handler(c.req.raw));
});
