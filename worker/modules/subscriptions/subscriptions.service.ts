import type { Dependencies } from '../../platform/dependencies';
import { findStripeCustomerId, setStripeCustomerIdIfUnset } from '../organizations/organizations.service';
import { StripeError, type StripeClient } from './stripe-client';
import { customerPortalFailed } from '../../../core/subscriptions/subscriptions.errors';

/**
 * A billing portal session for the organization: its Stripe customer, made on the first visit and
 * kept, then a portal session that returns to the organization's settings.
 */
export async function getCustomerPortalUrl(
  { db }: Dependencies,
  { stripe, baseUrl, organization }: { stripe: StripeClient; baseUrl: string; organization: { id: string; name: string } },
) {
  try {
    let customerId = await findStripeCustomerId(db, organization.id);
    if (!customerId) {
      const customer = await stripe.createCustomer(
        { name: organization.name, organizationId: organization.id },
        `customer-${organization.id}`,
      );
      customerId = await setStripeCustomerIdIfUnset(db, organization.id, customer.id);
    }
    const session = await stripe.createPortalSession({ customerId, returnUrl: `${baseUrl}/organizations/${organization.id}/settings` });
    return session.url;
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
    console.error(error.message);
    throw customerPortalFailed();
  }
}
