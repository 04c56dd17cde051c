import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '@/analytics/analytics';
import { useSession } from '@/auth/use-session';
import { useConfig } from '@/config/config-provider';

/**
 * Starts the analytics when the instance enables them (the PostHog chunk is fetched then, and only
 * then) or turns them off, and tells them each page shown and who is signed in.
 */
export function AnalyticsTracker() {
  const { isEnabled, apiKey, host } = useConfig().analytics;
  const { pathname } = useLocation();
  const user = useSession().data?.user;

  useEffect(() => {
    if (isEnabled && apiKey && host)
      analytics.start(() => import('@/analytics/posthog-client').then(({ createPostHogClient }) => createPostHogClient({ apiKey, host })));
    else analytics.turnOff();
  }, [isEnabled, apiKey, host]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view per new path
  useEffect(() => analytics.capturePageView(), [pathname]);

  const userId = user?.id;
  const userEmail = user?.email;
  useEffect(() => {
    if (userId && userEmail) analytics.identify({ id: userId, email: userEmail });
  }, [userId, userEmail]);

  return null;
}
