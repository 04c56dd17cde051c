import type { Settings } from './platform/settings';
import { createDevOutboxSender } from './modules/dev/dev.service';
import type { Database } from './platform/db/client';
import { createResendSender, type EmailSender } from './platform/email/email-sender';

/** Resend in production; anywhere else the dev outbox (a D1 table, also printed in development). */
export function createEmailSender(settings: Settings, db: Database): EmailSender {
  return settings.APP_ENV === 'production'
    ? createResendSender(settings.EMAIL_RESEND_API_KEY, settings.EMAIL_FROM)
    : createDevOutboxSender(db, { print: settings.APP_ENV === 'development' });
}
