import { AppError, notFound } from '../errors';

export const subscriptionsDisabled = () => notFound('subscriptions.disabled', 'Subscriptions are not enabled on this server.');
export const customerPortalFailed = () => new AppError(502, 'subscriptions.customer_portal_failed', 'Failed to get customer portal URL');
