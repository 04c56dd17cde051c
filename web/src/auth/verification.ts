/** How long a resend waits after the last verification email; the server's throttle is the real limit. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * What the verification pages keep in their history entry (router state, which a reload keeps and
 * the URL does not show): the address the link went to, and when the last email was sent.
 */
export type VerificationState = { email?: string; sentAt?: number };

export function readVerificationState(state: unknown): VerificationState {
  if (!state || typeof state !== 'object') return {};
  const { email, sentAt } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' && email ? { email } : {}),
    ...(typeof sentAt === 'number' && Number.isFinite(sentAt) ? { sentAt } : {}),
  };
}

/** Whole seconds until another email may be asked for (0: now). */
export function secondsUntilResend(sentAt: number | undefined, now: number): number {
  if (sentAt === undefined) return 0;
  const seconds = Math.ceil((sentAt + RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000);
  return Math.min(RESEND_COOLDOWN_SECONDS, Math.max(0, seconds));
}

type VerificationLinkOutcome = 'verified' | 'expired' | 'invalid' | 'incomplete';

/** Where a verification link sends the browser once the API has read it (with `?error=CODE` when it failed). */
export const VERIFICATION_LANDING_PATH = '/email-verification/done';

/**
 * What became of a verification link: better-auth redirects to the landing path, with `?error=CODE`
 * when it failed. The page opened any other way (a link cut short) verified nothing.
 */
export function verificationLinkOutcome(error: string | null, { isLanding }: { isLanding: boolean }): VerificationLinkOutcome {
  if (error !== null) return error === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
  return isLanding ? 'verified' : 'incomplete';
}
