import { AppError } from '../../../core/errors';
import { base64Of } from '../../../core/base64';

export type EmailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type Email = { to: string; subject: string; text: string; html?: string; attachments?: EmailAttachment[] };

/**
 * The one way the app sends mail; which driver runs depends on APP_ENV and EMAIL_DRIVER (see
 * worker/email-sender.ts): Resend or Cloudflare's Email Sending in production, the dev outbox
 * (modules/dev) anywhere else.
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
        body: JSON.stringify({
          from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: email.attachments?.map(({ filename, contentType, content }) => ({
            filename,
            content_type: contentType,
            content: base64Of(content),
          })),
        }),
      });
      if (!response.ok) {
        console.error(`Email provider answered ${response.status}: ${await response.text()}`);
        throw new AppError(502, 'email.send_failed', 'The email could not be sent, try again later.');
      }
    },
  };
}

/** `Archive <no-reply@example.com>` as the binding takes a sender: its name apart from its address. */
export function senderOf(from: string): string | { name: string; email: string } {
  const named = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  return named?.[1] ? { name: named[1].replace(/^"|"$/g, ''), email: named[2]! } : (named?.[2] ?? from.trim());
}

/**
 * Production on Cloudflare alone: the Email Sending `send_email` binding EMAIL (wrangler.toml; wrangler
 * simulates it locally), https://developers.cloudflare.com/email-service/api/send-emails/workers-api/.
 */
export function createCloudflareSender(binding: SendEmail | undefined, from: string): EmailSender {
  return {
    async send(email) {
      if (!binding) throw new AppError(500, 'email.not_configured', 'Email sending is not configured (the EMAIL send_email binding).');
      try {
        await binding.send({
          from: senderOf(from),
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: email.attachments?.map(({ filename, contentType, content }) => ({
            disposition: 'attachment' as const,
            filename,
            type: contentType,
            content,
          })),
        });
      } catch (error) {
        console.error('Email Sending refused the message:', error);
        throw new AppError(502, 'email.send_failed', 'The email could not be sent, try again later.');
      }
    },
  };
}
