import { getSignedCookie } from 'hono/cookie';
import { serializeSigned } from 'hono/utils/cookie';
import type { AppContext } from '../../platform/context';
import { isHttps } from '../../platform/http-request';
import { sha256HexOfText } from '../../../core/text-hash';

/**
 * A device an account signed in on: a signed cookie naming the device and the account (by a hash of
 * its email, not the email). Sign-in attempts from it count on their own (auth.throttle.ts).
 */
const COOKIE_NAME = 'known_device';
const COOKIE_PATH = '/api/auth';
// Browsers keep a cookie 400 days at most.
const MAX_AGE_SECONDS = 400 * 86_400;

type KnownDevice = { deviceId: string; accountHash: string };

export const accountHashOf = async (accountId: string) => (await sha256HexOfText(`known-device:${accountId}`)).slice(0, 32);

export async function readKnownDevice(c: AppContext): Promise<KnownDevice | undefined> {
  const value = await getSignedCookie(c, c.var.settings.AUTH_SECRET!, COOKIE_NAME);
  const [deviceId, accountHash] = typeof value === 'string' ? value.split(':') : [];
  return deviceId && accountHash ? { deviceId, accountHash } : undefined;
}

export function knownDeviceCookie(c: AppContext, { deviceId, accountHash }: KnownDevice) {
  return serializeSigned(COOKIE_NAME, `${deviceId}:${accountHash}`, c.var.settings.AUTH_SECRET!, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: isHttps(c.req.url),
    sameSite: 'Lax',
    maxAge: MAX_AGE_SECONDS,
  });
}
