import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '@/api/api-provider';
import { useConfig } from '@/config/config-provider';
import { SESSION_QUERY_KEY } from '@/lib/query-keys';
import type { VerificationState } from './verification';

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

/** Sends a new verification email to an address; `onSent` gets it. */
export function useSendVerificationEmail({ onSent }: { onSent?: (email: string) => void } = {}) {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) => api.auth.sendVerificationEmail({ email }),
    onSuccess: (_result, email) => onSent?.(email),
  });
}
