import type { Database } from './db/client';
import type { EmailSender } from './email/email-sender';
import type { Settings } from './settings';

/** The queues a use case sends to, named by what they carry (see queue.ts and wrangler.toml). */
export type Queues = { documents: Queue; pages: Queue; webhooks: Queue; intake: Queue };

/**
 * What a use case reaches besides its input. Services take `(deps, input)`, read no binding
 * themselves, and get these from one resolver (worker/dependencies.ts), so that where the records
 * live is decided in one place.
 */
export type Dependencies = {
  db: Database;
  files: R2Bucket;
  queues: Queues;
  /** The static assets: the OCR engine's recognition models. */
  assets: Fetcher;
  settings: Settings;
  emailSender: EmailSender;
};
