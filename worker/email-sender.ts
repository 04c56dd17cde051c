import type { Settings } from './platform/settings';
import { createDevOutboxSender } from './modules/dev/dev.service';
import type { Database } from './platform/db/client';
import { createCloudflareSender, createResendSender, type EmailSender } from './platform/email/email-sender';

/**
 * In production the driver EMAIL_DRIVER names: Resend's HTTP API or Cloudflare's Email Sending binding;
 * anywhere else the dev outbox (a D1 table, also printed in development), so every mail shows locally.
 */
export function createEmailSender(settings: Settings, db: Database, binding: SendEmail | undefined): EmailSender {
  if (settings.APP_ENV !== 'production') return createDevOutboxSender(db, { print: settings.APP_ENV === 'development' });
  return settings.EMAIL_DRIVER === 'cloudflare'
    ? createCloudflareSender(binding, settings.EMAIL_FROM)
    : createResendSender(settings.EMAIL_RESEND_API_KEY, settings.EMAIL_FROM);
}
