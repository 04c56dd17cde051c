import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toast';
import { analytics } from '@/analytics/analytics';
import { useApi } from '@/api/api-provider';
import { errorMessage } from '@/api/error-message';
import { CONFIG_QUERY_KEY, SESSION_QUERY_KEY } from '@/lib/query-keys';

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
