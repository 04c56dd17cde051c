import { describe, expect, it } from 'vitest';
import { createAnalytics, type AnalyticsClient } from './analytics';

function fakeClient() {
  const calls: unknown[][] = [];
  const client: AnalyticsClient = {
    capture: (event) => calls.push(['capture', event]),
    identify: (userId, properties) => calls.push(['identify', userId, properties]),
    reset: () => calls.push(['reset']),
  };
  return { calls, client };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('analytics', () => {
  it('holds the calls made before the config is known, and passes them on when analytics are started', async () => {
    const analytics = createAnalytics();
    analytics.capture('search');
    analytics.capturePageView();
    const { calls, client } = fakeClient();
    analytics.start(async () => client);
    await settle();
    expect(calls).toEqual([
      ['capture', 'search'],
      ['capture', '$pageview'],
    ]);
  });

  it('drops them, and every later call, when analytics are off, and never loads a client', async () => {
    const analytics = createAnalytics();
    analytics.capture('search');
    analytics.turnOff();
    analytics.identify({ id: 'usr_1', email: 'ada@example.com' });
    analytics.reset();
    let loads = 0;
    analytics.start(async () => {
      loads += 1;
      return fakeClient().client;
    });
    await settle();
    expect(loads).toBe(0);
  });

  it('passes page views, product events, the signed-in user and the sign-out to the client, in order, once it has loaded', async () => {
    const analytics = createAnalytics();
    const { calls, client } = fakeClient();
    let resolveClient!: (client: AnalyticsClient) => void;
    analytics.start(() => new Promise((resolve) => (resolveClient = resolve)));

    analytics.capturePageView();
    analytics.identify({ id: 'usr_1', email: 'ada@example.com' });
    analytics.capture('document uploaded');
    resolveClient(client);
    await settle();
    analytics.capture('tag created');
    analytics.capture('search');
    analytics.reset();
    await settle();

    expect(calls).toEqual([
      ['capture', '$pageview'],
      ['identify', 'usr_1', { email: 'ada@example.com' }],
      ['capture', 'document uploaded'],
      ['capture', 'tag created'],
      ['capture', 'search'],
      ['reset'],
    ]);
  });

  it('identifies a user once per sign-in, and again after a sign-out', async () => {
    const analytics = createAnalytics();
    const { calls, client } = fakeClient();
    analytics.start(async () => client);
    const ada = { id: 'usr_1', email: 'ada@example.com' };

    analytics.identify(ada);
    analytics.identify(ada);
    analytics.reset();
    analytics.identify(ada);
    analytics.identify({ id: 'usr_2', email: 'alan@example.com' });
    await settle();

    expect(calls).toEqual([
      ['identify', 'usr_1', { email: 'ada@example.com' }],
      ['reset'],
      ['identify', 'usr_1', { email: 'ada@example.com' }],
      ['identify', 'usr_2', { email: 'alan@example.com' }],
    ]);
  });

  it('loads the client once, and leaves every call a no-op when it fails to load', async () => {
    const analytics = createAnalytics();
    let loads = 0;
    analytics.start(async () => {
      loads += 1;
      throw new Error('chunk failed');
    });
    analytics.start(async () => fakeClient().client);
    analytics.capture('search');
    await settle();
    expect(loads).toBe(1);
  });
});
