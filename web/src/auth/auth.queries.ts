import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { analytics } from '@/analytics/analytics';
import { isApiError } from '@/api/api-error';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { useConfig } from '@/config/config-provider';
import { loadSettingsMessages } from '@/i18n/i18n';
import { CONFIG_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/query-keys';
import type { SignInProvider } from './sign-in-providers';
import { useEnterApp } from './use-session';
import type { VerificationState } from './verification';

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
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED')
        navigate('/email-validation-required', { state: { email } satisfies VerificationState });
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

/**
 * Creates an account. Where emails must be verified, the sign-up sent the first one: the page that
 * names its address waits before a resend. Otherwise the user is signed in and goes home.
 */
export function useSignUp() {
  const api = useApi();
  const config = useConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: { email: string; password: string; name: string }) => api.auth.signUp(input),
    onSuccess: async (_result, { email }) => {
      if (config.auth.isEmailVerificationRequired) {
        navigate('/email-validation-required', { state: { email, sentAt: Date.now() } satisfies VerificationState });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      navigate('/', { replace: true });
    },
  });
}

/** Asks for a password reset link; its data is the address the link went to. */
export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      await api.auth.requestPasswordReset({ email });
      return email;
    },
  });
}

/** Sets a new password with the token of a reset link. */
export function useResetPassword(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: ({ newPassword }: { newPassword: string }) => api.auth.resetPassword({ newPassword, token }),
  });
}

/** Sends a new verification email to an address; `onSent` gets it. */
export function useSendVerificationEmail({ onSent }: { onSent?: (email: string) => void } = {}) {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) => api.auth.sendVerificationEmail({ email }),
    onSuccess: (_result, email) => onSent?.(email),
  });
}

/** The second step of a sign-in: a code from the authenticator app, or a backup code, then the app. */
export function useVerifyTwoFactorSignIn() {
  const api = useApi();
  const enterApp = useEnterApp();
  return useMutation({
    mutationFn: async ({ kind, ...input }: { kind: 'app' | 'backup'; code: string; trustDevice: boolean }) => {
      await (kind === 'app' ? api.auth.twoFactor.verifyCode(input) : api.auth.twoFactor.verifyBackupCode(input));
      await enterApp();
    },
  });
}

/**
 * Signs out, forgets the session and every cached answer of the user, resets the analytics, then goes to /login. A failure
 * is toasted with `errorTitle` (the user menu's text by default).
 */
export function useLogout({ errorTitle }: { errorTitle?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: () => api.auth.signOut(),
    onSuccess: async () => {
      analytics.reset();
      // A null session makes the guards treat the user as signed out; everything else cached belonged to them.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await navigate('/login', { replace: true });
      // The config is not the user's: keeping it avoids a loading flash on the login page.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== CONFIG_QUERY_KEY[0] && query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
    },
    onError: (error) => {
      toast.error(errorTitle ?? t('layout.user-menu.logout-error'), { description: errorMessage(error, t) });
    },
  });
}
