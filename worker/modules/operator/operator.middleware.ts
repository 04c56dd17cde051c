import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../platform/context';
import { operatorRoutesOff, operatorSecretWrong } from './operator.errors';

const digest = async (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

/** The operator's routes exist only with OPERATOR_SECRET set, and answer only to it (no cookie, no API key). */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.var.settings.OPERATOR_SECRET;
  if (!secret) throw operatorRoutesOff();
  const presented = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!crypto.subtle.timingSafeEqual(await digest(presented), await digest(secret))) throw operatorSecretWrong();
  await next();
});
