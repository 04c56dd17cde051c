import type { Context } from 'hono';
import type { SQL } from 'drizzle-orm';
import type { Database } from './db/client';
import type { Settings } from '../modules/config/config.schema';
import type { AccessCheck } from './access-check';
import type { ServiceDependencies } from './dependencies';
import type { EmailSender } from './email/email-sender';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date; updatedAt: Date };

/** What every request carries through the middlewares (see app.ts). */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    settings: Settings;
    db: Database;
    baseUrl: string;
    emailSender: EmailSender;
    /** Set by a guarded route's middleware; see access-check.ts. */
    access: AccessCheck;
    /**
     * The signed-in user. A read handler has it once its first `access.read` (or
     * `access.verify()`) returned; any other handler from the start.
     */
    user: SessionUser;
    /** The user id of the request's session, as a subquery a read can use before the session is checked. */
    sessionUserId: SQL;
  };
};

export type AppContext = Context<AppEnv>;

/** What a route hands the use cases it calls. */
export function serviceDependencies<E extends AppEnv>(c: Context<E>): ServiceDependencies {
  return { db: c.var.db, env: c.env };
}
