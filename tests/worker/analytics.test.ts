import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import worker from '../../worker/index';
import { ORIGIN } from './helpers';

// The webhook receiver stands in for the PostHog host: it records what it receives under a name.
const receiver = `http://127.0.0.1:${inject('webhookReceiverPort')}`;
const withAnalytics = (name: string) =>
  ({ ...env, ANALYTICS_POSTHOG_API_KEY: 'phc_public_key', ANALYTICS_POSTHOG_HOST: `${receiver}/hooks/${name}/` }) as Env;

async function relay(path: string, settings: Env, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body: '{"event":"search"}',
  });
  return worker.fetch(request, settings, createExecutionContext());
}

describe('the analytics relay', () => {
  it('forwards an event to the same path at the PostHog host, with the client address and without the cookies', async () => {
    const response = await relay('/api/analytics/i/v0/e/?compression=none', withAnalytics('posthog-relay'), {
      cookie: 'better-auth.session_token=secret',
      'cf-connecting-ip': '203.0.113.7',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('received by posthog-relay');

    const received = (await (await fetch(`${receiver}/received/posthog-relay`)).json()) as {
      headers: Record<string, string>;
      body: string;
    }[];
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toBe('{"event":"search"}');
    expect(received[0]!.headers).toMatchObject({ 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' });
    expect(received[0]!.headers.cookie).toBeUndefined();
  });

  it('answers 502 when the PostHog host cannot be reached', async () => {
    const unreachable = { ...env, ANALYTICS_POSTHOG_API_KEY: 'phc_public_key', ANALYTICS_POSTHOG_HOST: 'http://127.0.0.1:1' } as Env;
    const response = await relay('/api/analytics/e/', unreachable);
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('analytics.host_unreachable');
  });

  it('refuses a batch over 256 KB without calling the host', async () => {
    const request = new Request(`${ORIGIN}/api/analytics/e/`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: 'x'.repeat(256 * 1024 + 1),
    });
    const response = await worker.fetch(request, withAnalytics('posthog-too-large'), createExecutionContext());
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('analytics.batch_too_large');
    expect(await (await fetch(`${receiver}/received/posthog-too-large`)).json()).toEqual([]);
  });

  it('does not exist with analytics off', async () => {
    const response = await relay('/api/analytics/e/', env as Env);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('analytics.disabled');
  });
});
