import posthog from 'posthog-js/no-external';
import { ANALYTICS_RELAY_PATH } from '../../../core/analytics/analytics-relay';
import type { AnalyticsClient } from './analytics';
import { withoutUrlQueries } from './url-privacy';

/**
 * PostHog for an app that says itself what happened: page views on route changes (a single-page
 * app), three product events and the signed-in user; no autocapture, session recording, surveys or
 * feature flags. This build of the library never fetches a script, and its events go to this origin
 * only, which the pages' Content-Security-Policy allows (web/public/_headers). No address leaves with
 * its query (a reset token, a search). Its state is kept in local storage, not in cookies sent with
 * every API call.
 */
export function createPostHogClient({ apiKey, host }: { apiKey: string; host: string }): AnalyticsClient {
  posthog.init(apiKey, {
    api_host: `${window.location.origin}${ANALYTICS_RELAY_PATH}`,
    ui_host: host,
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    disable_session_recording: true,
    disable_surveys: true,
    advanced_disable_flags: true,
    persistence: 'localStorage',
    person_profiles: 'identified_only',
    before_send: withoutUrlQueries,
  });
  return posthog;
}
