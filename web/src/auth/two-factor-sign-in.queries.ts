import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';
import { useEnterApp } from './use-session';

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
