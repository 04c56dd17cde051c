import type { Database } from '../../platform/db/client';
import type { Settings } from '../../platform/settings';
import { countAttempts, uncountAttempts } from './auth-throttle.repository';
import { throttleKeys, throttleRefusal, type ThrottleCount, type ThrottleScope } from './auth.throttle';

/**
 * Counts an attempt under its keys (see throttleKeys) before better-auth runs (so parallel attempts
 * cannot all pass): answers the refusal when a key went past its limit, and the counts, to take the
 * attempt back if it turns out not to count (see auth.throttle.ts).
 */
export async function countAttempt(db: Database, settings: Settings, scope: ThrottleScope, who: { accountId?: string; clientId?: string; knownDeviceId?: string }) {
  const keys = throttleKeys(scope, who, settings);
  const now = Date.now();
  const counts = await countAttempts(db, keys.map(({ key }) => key), { now, windowMs: settings.AUTH_THROTTLE_WINDOW_SECONDS * 1000 });
  return { refusal: throttleRefusal(keys, counts, now), counts };
}

export async function takeBackAttempt(db: Database, counts: ThrottleCount[]) {
  await uncountAttempts(db, counts);
}
