import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';
import type { Settings } from '../../platform/settings';
import { AppError } from '../../../core/errors';

/**
 * Throttling of the auth calls an attacker would repeat: password guessing (sign-in) and calls that
 * send an email (sign-up, password-reset requests, verification-email resends). Each throttled call
 * counts in a fixed window per key (see `throttleKeys`: the account, the client, their pair, a known
 * device); past any key's limit the call is refused with 429 until that window ends. Sign-in counts only failed attempts (see `isSignInFailure`); the email calls count every
 * attempt. The two scopes have separate counters, so that registering does not use up sign-in tries.
 * The counting itself (D1, shared by every isolate) is in auth-throttle.repository.ts.
 */
export type ThrottleScope = 'sign-in' | 'email';

const THROTTLED_PATHS: Readonly<Record<string, ThrottleScope>> = {
  '/api/auth/sign-in/email': 'sign-in',
  // The second factor and passkeys name no account in the body: they count per client, like guesses
  // (better-auth's two-factor plugin also locks an account after ten wrong codes in a row).
  '/api/auth/two-factor/verify-totp': 'sign-in',
  '/api/auth/two-factor/verify-backup-code': 'sign-in',
  '/api/auth/passkey/verify-authentication': 'sign-in',
  '/api/auth/sign-up/email': 'email',
  '/api/auth/request-password-reset': 'email',
  '/api/auth/forget-password': 'email',
  '/api/auth/send-verification-email': 'email',
};

/** The scope of a request to better-auth, or undefined when it is not throttled. */
export function throttleScopeOf(method: string, pathname: string): ThrottleScope | undefined {
  if (method.toUpperCase() !== 'POST') return undefined;
  return Object.hasOwn(THROTTLED_PATHS, pathname) ? THROTTLED_PATHS[pathname] : undefined;
}

/** What better-auth answers a wrong email, password, code or passkey with; other refusals (unverified email, bad body) are no guess. */
export function isSignInFailure(status: number): boolean {
  return status === 401;
}

const MAX_EMAIL_KEY_LENGTH = 320;

/** The account a request names: the body's email, as better-auth stores it (trimmed, lowercase). */
export function accountIdOf(email: unknown): string | undefined {
  if (typeof email !== 'string') return undefined;
  const normalized = email.trim().toLowerCase();
  // A longer string is no deliverable address; cutting it only makes such keys share a counter.
  return normalized ? normalized.slice(0, MAX_EMAIL_KEY_LENGTH) : undefined;
}

const IPV6_HOST_BITS = 64n;

/**
 * The client a request comes from: its IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber usually holds a whole /64, so single addresses would be free to rotate through).
 */
export function clientIdOf(ip: string | null | undefined): string | undefined {
  const address = ip?.trim().toLowerCase();
  if (!address) return undefined;
  if (distinctRemoteAddr(address) !== 'IPv6') return address.slice(0, 64);
  let binary: bigint;
  try {
    binary = convertIPv6ToBinary(address.replace(/%.*$/, ''));
  } catch {
    return address.slice(0, 64);
  }
  // An IPv4 address written as IPv6 (::ffff:192.0.2.1) is that IPv4 client.
  if (isIPv4MappedIPv6(binary)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary));
  return `${convertIPv6BinaryToString((binary >> IPV6_HOST_BITS) << IPV6_HOST_BITS)}/64`;
}

export type ThrottleKey = { key: string; limit: number };
type ThrottleLimits = Pick<
  Settings,
  'AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT' | 'AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT' | 'AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT_ALL_CLIENTS'
>;

/**
 * The keys a request counts under. Emails: the account and the client, each when known. Sign-in,
 * so that a stranger's failures cannot lock the owner out: the account from this client (the tight
 * limit), the client across accounts, and the account across all clients (a much higher ceiling,
 * against a distributed attack); and from a device this account signed in on before (`knownDeviceId`,
 * a signed cookie), that device alone, never held back by anyone else's failures.
 */
export function throttleKeys(
  scope: ThrottleScope,
  { accountId, clientId, knownDeviceId }: { accountId?: string; clientId?: string; knownDeviceId?: string },
  settings: ThrottleLimits,
): ThrottleKey[] {
  const perAccount = settings.AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT;
  if (scope === 'sign-in' && accountId && knownDeviceId)
    return [{ key: `sign-in:account:${accountId}:device:${knownDeviceId}`, limit: perAccount }];
  const keys: ThrottleKey[] = [];
  if (scope === 'email') {
    if (accountId) keys.push({ key: `email:account:${accountId}`, limit: perAccount });
  } else if (accountId) {
    keys.push({ key: `sign-in:account:${accountId}:client:${clientId ?? 'unknown'}`, limit: perAccount });
    keys.push({ key: `sign-in:account:${accountId}`, limit: settings.AUTH_THROTTLE_MAX_ATTEMPTS_PER_ACCOUNT_ALL_CLIENTS });
  }
  if (clientId) keys.push({ key: `${scope}:client:${clientId}`, limit: settings.AUTH_THROTTLE_MAX_ATTEMPTS_PER_CLIENT });
  return keys;
}

/** A key's counter once this attempt is counted. */
export type ThrottleCount = { key: string; count: number; windowEndsAt: number };

/**
 * Refuses the attempt when any key went past its limit with it; the client may retry once the last
 * of those windows ends.
 */
export function throttleRefusal(keys: ThrottleKey[], counts: ThrottleCount[], now: number): { retryAfterSeconds: number } | undefined {
  const limits = new Map(keys.map(({ key, limit }) => [key, limit]));
  const exceeded = counts.filter(({ key, count }) => count > (limits.get(key) ?? Infinity));
  if (exceeded.length === 0) return undefined;
  const windowEndsAt = Math.max(...exceeded.map(({ windowEndsAt }) => windowEndsAt));
  return { retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now) / 1000)) };
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The 429 of a throttled attempt, with the wait in Retry-After and in words. */
export const tooManyAttempts = (code: string, retryAfterSeconds: number) =>
  new AppError(429, code, tooManyAttemptsMessage(retryAfterSeconds), undefined, { 'Retry-After': String(retryAfterSeconds) });
