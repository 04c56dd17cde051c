import type { Dependencies } from '../../platform/dependencies';
import { countAttempts, uncountAttempts } from './auth-throttle.repository';
import { throttleKeys, throttleRefusal, type ThrottleCount, type ThrottleKey, type ThrottleScope } from './auth.throttle';

/**
 * Counts an attempt under these keys before the guess is checked (so parallel attempts cannot all
 * pass): answers the refusal when a key went past its limit, and the counts, to take the attempt back
 * if it turns out not to count. With throttling off, nothing is counted or refused.
 */
export async function countAttemptUnder(
  { db, settings }: Dependencies,
  { keys }: { keys: ThrottleKey[] },
): Promise<{ refusal?: { retryAfterSeconds: number }; counts: ThrottleCount[] }> {
  if (!settings.AUTH_THROTTLE_IS_ENABLED) return { counts: [] };
  const now = Date.now();
  const counts = await countAttempts(
    db,
    keys.map(({ key }) => key),
    { now, windowMs: settings.AUTH_THROTTLE_WINDOW_SECONDS * 1000 },
  );
  return { refusal: throttleRefusal(keys, counts, now), counts };
}

/** An auth call's attempt, under the keys of its scope (see throttleKeys and auth.throttle.ts). */
export function countAttempt(
  deps: Dependencies,
  { scope, ...who }: { scope: ThrottleScope; accountId?: string; clientId?: string; knownDeviceId?: string },
) {
  return countAttemptUnder(deps, { keys: throttleKeys(scope, who, deps.settings) });
}

export async function takeBackAttempt({ db }: Dependencies, { counts }: { counts: ThrottleCount[] }) {
  await uncountAttempts(db, counts);
}
