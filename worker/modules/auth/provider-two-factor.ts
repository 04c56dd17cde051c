import type { BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins/two-factor';

/** Where GitHub, Google and the custom providers send the browser back (better-auth's callback routes). */
const PROVIDER_CALLBACK_PATHS = new Set(['/callback/:id', '/oauth2/callback/:providerId']);

type AfterHook = NonNullable<NonNullable<BetterAuthPlugin['hooks']>['after']>[number];
type HookResult = { headers?: Headers | null; response?: unknown } | undefined;

const isChallenge = (response: unknown) =>
  typeof response === 'object' && response !== null && (response as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

/**
 * better-auth's two-factor plugin challenges password sign-ins only. This runs its own challenge after
 * a provider's callback too: for an account with a second factor, on a device it does not trust, the
 * session just opened is deleted and a challenge cookie set, as for a password; the browser, which
 * arrived by a redirect and would show the plugin's JSON answer, is sent to the code page instead.
 */
export function providerTwoFactor(
  twoFactorPlugin: ReturnType<typeof twoFactor>,
  { twoFactorPageUrl }: { twoFactorPageUrl: string },
): BetterAuthPlugin {
  const challenge = twoFactorPlugin.hooks.after[0] as AfterHook;
  return {
    id: 'provider-two-factor',
    hooks: {
      after: [
        {
          matcher: (context) => PROVIDER_CALLBACK_PATHS.has(context.path ?? ''),
          handler: (async (context: Parameters<AfterHook['handler']>[0]) => {
            const challenged = (await challenge.handler(context)) as HookResult;
            if (!isChallenge(challenged?.response)) return challenged;
            const headers = new Headers(challenged!.headers ?? undefined);
            headers.set('location', twoFactorPageUrl);
            return { headers, response: new APIError('FOUND', undefined, headers) };
          }) as AfterHook['handler'],
        },
      ],
    },
  };
}
