import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { SESSION_QUERY_KEY } from '@/auth/use-session';

/** Signs out, forgets the session and every cached answer of the user, then goes to /login. */
export function useLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: () => api.auth.signOut(),
    onSuccess: async () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await navigate('/login', { replace: true });
      // The config is not the user's: keeping it avoids a loading flash on the login page.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' && query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
    onError: (error) => {
      toast.error(t('layout.user-menu.logout-error'), { description: errorMessage(error, t) });
    },
  });
}
