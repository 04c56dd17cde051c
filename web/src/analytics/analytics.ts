/** What the app asks of an analytics client: PostHog's (posthog-client.ts), or a fake in the tests. */
export type AnalyticsClient = {
  capture(event: string): void;
  identify(userId: string, properties: { email: string }): void;
  reset(): void;
};

/** The product events captured, besides page views; they carry nothing of the user's documents. */
export type ProductEvent = 'document uploaded' | 'search' | 'tag created';

/**
 * The app's analytics: does nothing until started, and is started only when the instance enables
 * analytics, so that otherwise the client is never even downloaded. Calls made while it loads wait
 * for it, in order; a client that fails to load leaves every call a no-op.
 */
export function createAnalytics() {
  let client: Promise<AnalyticsClient | null> | null = null;
  let identifiedUserId: string | null = null;
  const withClient = (call: (client: AnalyticsClient) => void) => void client?.then((loaded) => loaded && call(loaded));

  return {
    start(loadClient: () => Promise<AnalyticsClient>) {
      client ??= loadClient().catch(() => null);
    },
    capturePageView: () => withClient((loaded) => loaded.capture('$pageview')),
    capture: (event: ProductEvent) => withClient((loaded) => loaded.capture(event)),
    /** The signed-in user, once per sign-in (the session is read again on every page load). */
    identify({ id, email }: { id: string; email: string }) {
      if (identifiedUserId === id) return;
      identifiedUserId = id;
      withClient((loaded) => loaded.identify(id, { email }));
    },
    /** On sign-out: what follows is no longer that user's. */
    reset() {
      identifiedUserId = null;
      withClient((loaded) => loaded.reset());
    },
  };
}

export const analytics = createAnalytics();
