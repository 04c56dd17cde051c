import { Hono } from 'hono';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { createStripeClient } from './stripe-client';
import { subscriptionsDisabled } from '../../../core/subscriptions/subscriptions.errors';
import { getCustomerPortalUrl } from './subscriptions.service';

/** Mounted at /organizations/:organizationId: the owner's way to the billing portal, when subscriptions are on. */
export const subscriptionsRoutes = new Hono<OrganizationEnv>().get('/customer-portal', permit('organization:billing'), async (c) => {
  const { settings } = c.var;
  if (!settings.SUBSCRIPTIONS_IS_ENABLED) throw subscriptionsDisabled();
  await c.var.access.verify();
  const stripe = createStripeClient({ apiKey: settings.STRIPE_API_KEY!, baseUrl: settings.STRIPE_API_BASE_URL });
  const customerPortalUrl = await getCustomerPortalUrl(c.var.deps, {
    stripe,
    baseUrl: c.var.baseUrl,
    organization: c.var.membership.organization,
  });
  return c.json({ customerPortalUrl });
});
