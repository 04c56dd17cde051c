import { AppError } from '../../../core/errors';

export type Email = { to: string; subject: string; text: string; html?: string };

/**
 * The one way the app sends mail; which driver runs depends on APP_ENV (see app.ts): Resend in
 * production, the dev outbox (modules/dev) anywhere else.
 */
export interface EmailSender {
  send(email: Email): Promise<void>;
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
