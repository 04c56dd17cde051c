import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../platform/context';
import { AppError, notFound } from '../../../core/errors';
import { ANALYTICS_RELAY_PATH } from '../../../core/analytics/analytics-relay';

const analyticsDisabled = () => notFound('analytics.disabled', 'Analytics are not enabled on this server.');
const analyticsHostUnreachable = () => new AppError(502, 'analytics.host_unreachable', 'The analytics host could not be reached.');
const analyticsBatchTooLarge = () => new AppError(413, 'analytics.batch_too_large', 'This batch of analytics events is too large.');

/** PostHog's batches of a few events weigh a few KB; the relay is open to anyone, so it carries no more than this. */
const MAX_BATCH_BYTES = 256 * 1024;

/** The PostHog host events are relayed to; with analytics off there is no relay. */
const relayedHostOf = (c: Context<AppEnv>) => {
  const { ANALYTICS_POSTHOG_API_KEY: apiKey, ANALYTICS_POSTHOG_HOST: host } = c.var.settings;
  if (!apiKey || !host) throw analyticsDisabled();
  return host;
};

/**
 * PostHog's event intake, relayed (with analytics on: ANALYTICS_POSTHOG_API_KEY and _HOST). The web
 * app sends its events here, to its own origin, which is all the pages' Content-Security-Policy
 * allows them to call (web/public/_headers): the browser itself never calls a third party. The
 * relay forwards the body to the same path at the PostHog host, without the user's cookies, naming
 * the client's address as PostHog's own proxies do.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  '/*',
  bodyLimit({
    maxSize: MAX_BATCH_BYTES,
    onError: () => {
      throw analyticsBatchTooLarge();
    },
  }),
  async (c) => {
    const { pathname, search } = new URL(c.req.url);
    const target = `${relayedHostOf(c).replace(/\/+$/, '')}${pathname.slice(ANALYTICS_RELAY_PATH.length)}${search}`;
    const headers = new Headers({ 'content-type': c.req.header('content-type') ?? 'text/plain' });
    const clientAddress = c.req.header('cf-connecting-ip');
    if (clientAddress) headers.set('x-forwarded-for', clientAddress);

    let answer: Response;
    try {
      answer = await fetch(target, { method: 'POST', headers, body: await c.req.arrayBuffer() });
    } catch {
      throw analyticsHostUnreachable();
    }
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
    });
  },
);
