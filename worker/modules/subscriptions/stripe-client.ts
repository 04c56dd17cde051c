/**
 * The two Stripe calls the app makes, over Stripe's form-encoded HTTP API. Its base URL is a
 * setting (STRIPE_API_BASE_URL), so the tests point it at a local stand-in that checks the calls.
 */
export type StripeClient = {
  createCustomer(input: { name: string; organizationId: string }, idempotencyKey: string): Promise<{ id: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
};

export class StripeError extends Error {}

/** A person waits on the button meanwhile; Stripe answers these calls in well under a second. */
const STRIPE_TIMEOUT_MS = 10_000;

export function createStripeClient({ apiKey, baseUrl }: { apiKey: string; baseUrl: string }, fetcher: typeof fetch = fetch): StripeClient {
  async function post<T>(path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<T> {
    try {
      const response = await fetcher(`${baseUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
      });
      if (!response.ok) throw new StripeError(`Stripe answered ${response.status} to ${path}: ${(await response.text()).slice(0, 500)}`);
      return (await response.json()) as T;
    } catch (error) {
      // Unreachable, too slow or answering nonsense: all one failure to the caller.
      throw error instanceof StripeError
        ? error
        : new StripeError(`Stripe call ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return {
    // The idempotency key makes two parallel first visits one customer.
    createCustomer: ({ name, organizationId }, idempotencyKey) =>
      post('/v1/customers', { name, 'metadata[organizationId]': organizationId }, { 'idempotency-key': idempotencyKey }),
    createPortalSession: ({ customerId, returnUrl }) =>
      post('/v1/billing_portal/sessions', { customer: customerId, return_url: returnUrl }),
  };
}
