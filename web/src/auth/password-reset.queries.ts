import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-provider';

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
