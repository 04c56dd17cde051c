import type { Database } from '../db/client';
import { devOutboxEmails } from '../../modules/dev/dev.tables';
import { generateId } from '../ids';
import { AppError } from '../errors';
import type { Settings } from '../../modules/config/config.schema';

export type Email = { to: string; subject: string; text: string; html?: string };

/** The one way the app sends mail; which driver runs depends on APP_ENV. */
export interface EmailSender {
  send(email: Email): Promise<void>;
}

/** Local development and tests: print the mail and keep it in the dev outbox table. */
export function createDevOutboxSender(db: Database, { print }: { print: boolean }): EmailSender {
  return {
    async send(email) {
      if (print) console.log(`[dev outbox] to=${email.to} subject="${email.subject}"\n${email.text}`);
      await db.insert(devOutboxEmails).values({ id: generateId('mail'), ...email });
    },
  };
}

/** Production: the Resend HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendSender(apiKey: string | undefined, from: string, fetcher: typeof fetch = fetch): EmailSender {
  return {
    async send(email) {
      if (!apiKey) throw new AppError(500, 'email.not_configured', 'Email sending is not configured (EMAIL_RESEND_API_KEY).');
      const response = await fetcher('https://api.resend.com/emails', {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ from, to: [email.to], subject: email.subject, text: email.text, html: email.html }),
      });
      if (!response.ok) {
        console.error(`Email provider answered ${response.status}: ${await response.text()}`);
        throw new AppError(502, 'email.send_failed', 'The email could not be sent, try again later.');
      }
    },
  };
}

export function createEmailSender(settings: Settings, db: Database): EmailSender {
  return settings.APP_ENV === 'production'
    ? createResendSender(settings.EMAIL_RESEND_API_KEY, settings.EMAIL_FROM)
    : createDevOutboxSender(db, { print: settings.APP_ENV === 'development' });
}
