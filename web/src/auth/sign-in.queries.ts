import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useApi } from '@/api/api-provider';
import { loadSettingsMessages } from '@/i18n/i18n';
import type { SignInProvider } from './sign-in-providers';
import { useEnterApp } from './use-session';
import type { VerificationState } from './verification';

/*
 * The sign-in page's calls, and the provider buttons' (the sign-up page shows them too). The other
 * sign-in pages' calls have files of their own (two-factor-sign-in, sign-up, password-reset): a page's
 * chunk carries every call of the queries files it imports, and /login is held at its budget
 * (tests/e2e/bundle-budget.spec.ts). Signing out is sign-out.queries.ts, for the signed-in shell.
 */

/** The sign-in was refused because the address is not verified yet: no error to show, another page to go to. */
export const isEmailNotVerified = (error: unknown) => isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED';

/**
 * Signs in with email and password, then enters the app, or goes to the second step when the account
 * asks for one. An address not verified yet goes to /email-validation-required, which names it and
 * offers a resend at once (no email is sent here).
 */
export function useSignIn() {
  const api = useApi();
  const enterApp = useEnterApp();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: { email: string; password: string; rememberMe: boolean }) => {
      const { twoFactorRedirect } = await api.auth.signIn(input);
      await (twoFactorRedirect ? navigate('/login/two-factor', { replace: true }) : enterApp());
    },
    onError: (error, { email }) => {
      if (isEmailNotVerified(error)) navigate('/email-validation-required', { state: { email } satisfies VerificationState });
    },
  });
}

/** Signs in with a passkey, then enters the app. WebAuthn's code, and the texts of its errors (the settings part), load now. */
export function useSignInWithPasskey() {
  const api = useApi();
  const enterApp = useEnterApp();
  return useMutation({
    mutationFn: async () => {
      const [{ signInWithPasskey }] = await Promise.all([import('./passkey-ceremonies'), loadSettingsMessages()]);
      await signInWithPasskey(api);
      await enterApp();
    },
  });
}

/** Starts a sign-in at a provider: asks for its authorization URL and goes there. A failure there comes back to `errorPath`. */
export function useSignInWithProvider(provider: SignInProvider, errorPath: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.auth.signInWithProvider(provider, { errorPath }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
