import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import worker from '../../worker/index';
import { addMember, api, createOrganization, ORIGIN, createOrganizationOfFileUser } from './helpers';

const stripe = `http://127.0.0.1:${inject('stripeFakePort')}`;
const withSubscriptions = {
  ...env,
  SUBSCRIPTIONS_IS_ENABLED: 'true',
  STRIPE_API_KEY: 'sk_test_archive',
  STRIPE_API_BASE_URL: stripe,
} as Env;
type Call = { path: string; authorization: string; idempotencyKey: string | undefined; form: Record<string, string> };
const callsFor = async (organizationId: string) =>
  ((await (await fetch(`${stripe}/calls`)).json()) as Call[]).filter(
    (call) => call.form['metadata[organizationId]'] === organizationId || call.form.return_url?.includes(organizationId),
  );

async function customerPortal(cookie: string, organizationId: string, settings: Env = withSubscriptions) {
  const request = new Request(`${ORIGIN}/api/organizations/${organizationId}/customer-portal`, { headers: { cookie } });
  const response = await worker.fetch(request, settings, createExecutionContext());
  return { status: response.status, json: (await response.json()) as any };
}

describe('the customer portal', () => {
  it("makes the organization's Stripe customer once and answers a portal session returning to its settings", async () => {
    const owner = await createOrganizationOfFileUser();
    const first = await customerPortal(owner.cookie, owner.organizationId);
    expect(first.status).toBe(200);
    const second = await customerPortal(owner.cookie, owner.organizationId);
    const calls = await callsFor(owner.organizationId);
    const customerCalls = calls.filter(({ path }) => path === '/v1/customers');
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]).toMatchObject({
      authorization: 'Bearer sk_test_archive',
      idempotencyKey: `customer-${owner.organizationId}`,
      form: { name: owner.organization.name },
    });
    const customerId = first.json.customerPortalUrl.split('/').at(-1);
    expect(customerId).toMatch(/^cus_test\d+$/);
    const sessions = calls.filter(({ path }) => path === '/v1/billing_portal/sessions');
    expect(sessions.map(({ form }) => form)).toEqual([
      { customer: customerId, return_url: `${ORIGIN}/organizations/${owner.organizationId}/settings` },
      { customer: customerId, return_url: `${ORIGIN}/organizations/${owner.organizationId}/settings` },
    ]);
    expect(second.json.customerPortalUrl).toBe(first.json.customerPortalUrl);
  });

  it("is the owner's alone, answers a clear error when Stripe fails, and does not exist with subscriptions off", async () => {
    const owner = await createOrganizationOfFileUser();
    const admin = await addMember(owner.cookie, owner.organizationId, 'admin');
    expect((await customerPortal(admin.cookie, owner.organizationId)).status).toBe(403);

    const down = await createOrganization(owner.cookie, 'Stripe down');
    expect(await customerPortal(owner.cookie, down.id)).toMatchObject({
      status: 502,
      json: { error: { code: 'subscriptions.customer_portal_failed', message: 'Failed to get customer portal URL' } },
    });
    // Nothing listens on the discard port: the connection is refused.
    const unreachable = { ...withSubscriptions, STRIPE_API_BASE_URL: 'http://127.0.0.1:9' } as Env;
    expect(await customerPortal(owner.cookie, owner.organizationId, unreachable)).toMatchObject({
      status: 502,
      json: { error: { code: 'subscriptions.customer_portal_failed' } },
    });

    expect(await api(`/api/organizations/${owner.organizationId}/customer-portal`, { cookie: owner.cookie })).toMatchObject({
      status: 404,
      json: { error: { code: 'subscriptions.disabled' } },
    });
  });
});
