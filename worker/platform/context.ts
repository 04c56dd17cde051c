import type { Context } from 'hono';
import type { SQL } from 'drizzle-orm';
import type { Database } from './db/client';
import type { Settings } from './settings';
import type { AccessCheck } from './access-check';
import type { Dependencies } from './dependencies';

/** What an API key narrows its user to. */
type ApiKeyScope = {
  id: string;
  permissions: string[];
  organizationIds: string[];
  allOrganizations: boolean;
  lastUsedAt: Date | null;
};

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  hasSecondFactor?: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** What every request carries through the middlewares (see app.ts). */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** What the request's services get (worker/dependencies.ts); `db` and `settings` are its parts. */
    deps: Dependencies;
    settings: Settings;
    db: Database;
    baseUrl: string;
    /** Set by a guarded route's middleware; see access-check.ts. */
    access: AccessCheck;
    /**
     * The signed-in user. A read handler has it once its first `access.read` (or
     * `access.verify()`) returned; any other handler from the start.
     */
    user: SessionUser;
    /** The user id of the request's session (or API key), as a subquery a read can use before it is checked. */
    sessionUserId: SQL;
    /** Set when the caller authenticated with an API key instead of a session: what the key may reach. */
    apiKey?: ApiKeyScope;
  };
};

export type AppContext = Context<AppEnv>;
