/** What the app asks of an analytics client: PostHog's (posthog-client.ts), or a fake in the tests. */
export type AnalyticsClient = {
  capture(event: string): void;
  identify(userId: string, properties: { email: string }): void;
  reset(): void;
};

/** The product events captured, besides page views; they carry nothing of the user's documents. */
type ProductEvent = 'document uploaded' | 'search' | 'tag created';

type Call = (client: AnalyticsClient) => void;

/** Calls held while the config is loading; a page load makes a few. */
const MAX_HELD_CALLS = 50;

/**
 * The app's analytics. The calls made before the config says whether they are on (a search a page
 * starts as it loads) are held; `start` (on) passes them to the client, which is only then
 * downloaded, and `turnOff` drops them and every later one. Calls made while the client loads wait
 * for it, in order; a client that fails to load leaves every call a no-op.
 */
export function createAnalytics() {
  let heldCalls: Call[] | null = [];
  let client: Promise<AnalyticsClient | null> | null = null;
  let identifiedUserId: string | null = null;

  const call = (use: Call) => {
    if (heldCalls) {
      if (heldCalls.length < MAX_HELD_CALLS) heldCalls.push(use);
      return;
    }
    void client?.then((loaded) => loaded && use(loaded));
  };
  const release = () => {
    const calls = heldCalls ?? [];
    heldCalls = null;
    return calls;
  };

  return {
    start(loadClient: () => Promise<AnalyticsClient>) {
      if (!heldCalls) return;
      client = loadClient().catch(() => null);
      release().forEach(call);
    },
    turnOff() {
      release();
    },
    capturePageView: () => call((loaded) => loaded.capture('$pageview')),
    capture: (event: ProductEvent) => call((loaded) => loaded.capture(event)),
    /** The signed-in user, once per sign-in (the session is read again on every page load). */
    identify({ id, email }: { id: string; email: string }) {
      if (identifiedUserId === id) return;
      identifiedUserId = id;
      call((loaded) => loaded.identify(id, { email }));
    },
    /** On sign-out: what follows is no longer that user's. */
    reset() {
      identifiedUserId = null;
      call((loaded) => loaded.reset());
    },
  };
}

export const analytics = createAnalytics();
