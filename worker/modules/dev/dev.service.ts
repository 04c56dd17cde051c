import type { Database } from '../../platform/db/client';
import type { Dependencies } from '../../platform/dependencies';
import type { EmailSender } from '../../platform/email/email-sender';
import { generateId } from '../../../core/ids';
import { insertOutboxEmail, listOutboxEmails } from './dev.repository';

/** Local development and tests: print the mail and keep it in the dev outbox table. */
export function createDevOutboxSender(db: Database, { print }: { print: boolean }): EmailSender {
  return {
    async send(email) {
      if (print) console.log(`[dev outbox] to=${email.to} subject="${email.subject}"\n${email.text}`);
      const { attachments, ...message } = email;
      await insertOutboxEmail(db, {
        id: generateId('mail'),
        ...message,
        attachments:
          attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.byteLength })) ?? null,
      });
    },
  };
}

const OUTBOX_PAGE_SIZE = 100;

export async function listRecentOutboxEmails({ db }: Dependencies) {
  return listOutboxEmails(db, OUTBOX_PAGE_SIZE);
}
