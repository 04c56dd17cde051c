import { createServer } from 'node:http';
import { listenOnLoopback } from './loopback-server';

/**
 * A local stand-in for the two Stripe calls the app makes (Stripe cannot be reached from here), for
 * the worker tests (stripe-fake.global-setup.ts) and the browser tests: `POST /v1/customers`
 * (idempotent per Idempotency-Key, like Stripe), `POST /v1/billing_portal/sessions`, each recorded;
 * `GET /calls` answers them, oldest first; an organization named "Stripe down" gets a 500. A portal
 * session's URL is `https://billing.stripe.test/session/<customer id>`.
 */
type Call = { path: string; authorization: string | undefined; idempotencyKey: string | undefined; form: Record<string, string> };

/** Listens on `port` (0: any free one) of loopback; resolves with the port and how to stop. */
export async function startStripeFake(port = 0) {
  const calls: Call[] = [];
  const customers = new Map<string, string>();
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && request.url === '/calls') return answer(200, calls);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({ path: request.url ?? '', authorization: request.headers.authorization, idempotencyKey, form });
      if (form.name === 'Stripe down') return answer(500, { error: { message: 'down' } });
      if (request.url === '/v1/customers') {
        const key = idempotencyKey ?? String(calls.length);
        if (!customers.has(key)) customers.set(key, `cus_test${customers.size + 1}`);
        return answer(200, { id: customers.get(key), object: 'customer' });
      }
      if (request.url === '/v1/billing_portal/sessions')
        return answer(200, { id: 'bps_test', url: `https://billing.stripe.test/session/${form.customer}` });
      answer(404, { error: { message: 'unknown path' } });
    });
  });
  return listenOnLoopback(server, port);
}
