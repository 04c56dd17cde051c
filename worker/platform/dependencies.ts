import type { Database } from './db/client';
import type { EmailSender } from './email/email-sender';
import type { LanguageModel } from './language-model/language-model';
import type { Settings } from './settings';

/** The queues a use case sends to, named by what they carry (see queue.ts and wrangler.toml). */
export type Queues = { documents: Queue; pages: Queue; webhooks: Queue; intake: Queue };

/** The databases organizations live in (README, "Scale"): `DB`, and the `ORG_DB_*` the config binds. */
export type OrganizationDatabases = {
  /** Every binding that may hold organizations, `DB` first. */
  bindings: string[];
  /** A binding's database: in the request's session for a request, the primary otherwise. */
  open(binding: string): Database;
};

/**
 * What a use case reaches besides its input. Services take `(deps, input)`, read no binding
 * themselves, and get these from one resolver (worker/dependencies.ts), so that where the records
 * live is decided in one place. `db` is the global database: users, organizations, memberships,
 * invitations, API keys, the intake address directory.
 */
export type Dependencies = {
  db: Database;
  databases: OrganizationDatabases;
  files: R2Bucket;
  queues: Queues;
  /** The static assets: the OCR engine's recognition models. */
  assets: Fetcher;
  settings: Settings;
  emailSender: EmailSender;
  /** The suggestions' language model the operator configured; null when none is. */
  languageModel: LanguageModel | null;
};

/**
 * A use case inside one organization, or over one organization database (the cron's upkeep):
 * `organizationDb` holds the documents, tags, rules, webhooks… (it is `db` itself while there is one
 * database), `organizationDatabase` names its binding.
 */
export type OrganizationDependencies = Dependencies & {
  organizationDb: Database;
  organizationDatabase: string;
  /**
   * Set while a workflow's actions run (modules/workflows): the document events they publish reach the
   * subscribers with it, so that a workflow's own changes do not start it again and chains stop at a depth.
   */
  workflowOrigin?: WorkflowOrigin;
  /**
   * Set for a message whose work publishes many events (a workflow chain's): the subscribers' lookups
   * (the enabled workflows, the webhooks subscribed to an event) are made once in it, see `readOnce`.
   */
  readsOnce?: Map<string, Promise<unknown>>;
};

export type WorkflowOrigin = {
  depth: number;
  workflowIds: string[];
  /**
   * For the changes a chain writes together at its end: the workflow whose action made each event's
   * change (keyed by the event), which that event does not start again beside `workflowIds`.
   */
  madeBy?: WeakMap<object, string>;
};

/** The read's answer, made once per message where the deps keep reads (`readsOnce`), else each time. */
export function readOnce<T>(deps: OrganizationDependencies, key: string, read: () => Promise<T>): Promise<T> {
  const reads = deps.readsOnce;
  if (!reads) return read();
  if (!reads.has(key)) reads.set(key, read());
  return reads.get(key) as Promise<T>;
}
