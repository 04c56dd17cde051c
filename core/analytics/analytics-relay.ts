/** Where the web app sends its analytics events, relayed to the PostHog host (analytics.routes.ts). */
export const ANALYTICS_RELAY_PATH = '/api/analytics';
