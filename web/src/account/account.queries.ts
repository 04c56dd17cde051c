import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import type { User } from '@/api/types';
import { CURRENT_USER_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/query-keys';

/** The account's signed-in sessions and its passkeys: read and refreshed by the account settings alone. */
const accountQueryKeys = {
  sessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
};

/** The signed-in user, as the account settings show it. */
export function useCurrentUser() {
  const api = useApi();
  return useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: api.users.getMe });
}

/**
 * Renames the user and says so; the name shows at once wherever the user is read, then the user and
 * the session are read again. `onUpdated` (the form takes the new name as saved) runs first.
 */
export function useUpdateMyName({ onUpdated }: { onUpdated?: (name: string) => void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name }: { name: string }) => api.users.updateMe({ name }),
    onSuccess: async (_, { name }) => {
      onUpdated?.(name);
      toast.success(t('account.name.updated'));
      queryClient.setQueryData<{ user: User }>(CURRENT_USER_QUERY_KEY, (current) =>
        current ? { user: { ...current.user, name } } : current,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      toast.error(t('account.name.update-failed'), { description: errorMessage(error, t) });
    },
  });
}

/** A new password, given the current one; the account's other sessions end with it. `onChanged` (emptying the form) before the toast. */
export function useChangePassword({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => api.auth.changePassword(input),
    onSuccess: () => {
      onChanged?.();
      toast.success(t('account.password.changed'));
    },
  });
}

/** Deletes the account with its password, then, signed out, goes to /login. */
export function useDeleteAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => api.auth.deleteAccount({ password }),
    onSuccess: async () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await navigate('/login', { replace: true });
    },
  });
}

/** The account's signed-in sessions, on every device. */
export function useAccountSessions() {
  const api = useApi();
  return useQuery({ queryKey: accountQueryKeys.sessions, queryFn: api.auth.listSessions });
}

/** Ends a session of the account (by its token) and says so. */
export function useRevokeSession() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.auth.revokeSession({ token }),
    onSuccess: async () => {
      toast.success(t('account.sessions.revoked'));
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions });
    },
    onError: (error) => toast.error(t('account.sessions.revoke-failed'), { description: errorMessage(error, t) }),
  });
}

/** The account's passkeys. */
export function usePasskeys() {
  const api = useApi();
  return useQuery({ queryKey: accountQueryKeys.passkeys, queryFn: api.auth.passkeys.list });
}

/**
 * Adds a passkey with a name: the browser's WebAuthn ceremony, whose code is fetched only now. Says
 * so, then reads the passkeys and the session again; `onAdded` (closing the form) runs first.
 */
export function useAddPasskey({ onAdded }: { onAdded?: () => void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { registerPasskey } = await import('@/auth/passkey-ceremonies');
      await registerPasskey(api, name);
    },
    onSuccess: async () => {
      onAdded?.();
      toast.success(t('account.passkeys.added-toast'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.passkeys }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}

/** Renames a passkey; `onRenamed` (closing the form) before the passkeys are read again. */
export function useRenamePasskey(passkeyId: string, { onRenamed }: { onRenamed?: () => void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.auth.passkeys.rename({ id: passkeyId, name }),
    onSuccess: async () => {
      onRenamed?.();
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.passkeys });
    },
    onError: (error) => toast.error(t('account.passkeys.rename-failed'), { description: errorMessage(error, t) }),
  });
}

/** Removes a passkey (the caller confirms first) and says so; the passkeys and the session are read again. */
export function useRemovePasskey(passkeyId: string) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.auth.passkeys.remove({ id: passkeyId }),
    onSuccess: async () => {
      toast.success(t('account.passkeys.removed'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.passkeys }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
    onError: (error) => toast.error(t('account.passkeys.remove-failed'), { description: errorMessage(error, t) }),
  });
}

export type TwoFactorPasswordAction = 'enable' | 'regenerate' | 'disable';

/** What an action with the password answers: a new secret and backup codes, new backup codes, or nothing (turned off). */
export type TwoFactorPasswordAnswer =
  | { action: 'enable'; totpURI: string; backupCodes: string[] }
  | { action: 'regenerate'; backupCodes: string[] }
  | { action: 'disable' };

/**
 * The two-factor actions that take the password: turning it on (a new secret to confirm), new backup
 * codes, or turning it off, after which the session is read again and a toast says so.
 */
export function useTwoFactorPasswordAction(
  action: TwoFactorPasswordAction,
  { onDone }: { onDone?: (answer: TwoFactorPasswordAnswer) => void } = {},
) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string): Promise<TwoFactorPasswordAnswer> => {
      if (action === 'enable') return { action, ...(await api.auth.twoFactor.enable({ password })) };
      if (action === 'regenerate') return { action, ...(await api.auth.twoFactor.regenerateBackupCodes({ password })) };
      await api.auth.twoFactor.disable({ password });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toast.success(t('account.two-factor.disabled'));
      return { action };
    },
    onSuccess: onDone,
  });
}

/**
 * Confirms a new authenticator-app secret with a code from the app, which replaces the session with
 * one that has the factor: the session is read again (not awaited), a toast says so, then `onConfirmed`.
 */
export function useConfirmTwoFactor({ onConfirmed }: { onConfirmed?: () => void } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.auth.twoFactor.verifyCode({ code }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toast.success(t('account.two-factor.enabled'));
      onConfirmed?.();
    },
  });
}
