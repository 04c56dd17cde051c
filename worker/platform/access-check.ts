import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import type { Database } from './db/client';
import type { OrganizationDependencies } from './dependencies';
import { combinedRead, runBatchedRead, runStatements, type BatchedRead } from './db/batched-read';
import { endStep } from './server-timing';

/**
 * What a request must pass before anything it read is answered: statements (the session, the
 * membership) and a judgement of their results that throws the 401 or 403, or else keeps what it
 * learnt (the user, the membership) on the context.
 */
export type Guard = BatchedRead<void>;

/** Guards judged in order: the first to refuse decides the answer. */
export function allOf(...guards: Guard[]): Guard {
  const all = combinedRead(...guards);
  return { statements: all.statements, shape: (results) => void all.shape(results) };
}

/**
 * The guard of one request, sent with its first read so both cost one D1 round trip; a read of
 * another database (an organization's records) goes out alongside it, and waits for it all the same.
 */
export class AccessCheck {
  #admission: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly guard: Guard,
    /** Where reads go unless told: an organization's routes read its records. */
    private readonly readDb: Database = db,
  ) {}

  /** Runs the read (on `db`, by default the routes' records), with the guard if it has not run yet; the results come back only once admitted. */
  async read<T>(read: BatchedRead<T>, db: Database = this.readDb): Promise<T> {
    if (this.#admission) {
      await this.#admission;
      return runBatchedRead(db, read);
    }
    if (db !== this.db) {
      const results = runStatements(db, read.statements);
      // Its failure is answered only once admitted, like its rows.
      results.catch(() => {});
      await this.verify();
      return read.shape(await results);
    }
    const count = this.guard.statements.length;
    const results = runStatements(this.db, [...this.guard.statements, ...read.statements]);
    this.#admission = results.then((all) => this.guard.shape(all.slice(0, count)));
    await this.#admission;
    return read.shape((await results).slice(count));
  }

  /** Runs the guard alone, unless it already ran; throws its refusal. */
  async verify(): Promise<void> {
    this.#admission ??= runStatements(this.db, this.guard.statements).then((results) => this.guard.shape(results));
    await this.#admission;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Guards a group of routes. A request that changes state is admitted before its handler runs. A
 * read sends the guard with its first batched read (`c.var.access.read`), so that the session, the
 * membership and the data cost one round trip; whatever such a handler did, its answer leaves only
 * once the guard admitted the request, and is replaced by the guard's refusal otherwise.
 */
export function guardRoutes<E extends AppEnv>(buildGuard: (c: Context<E>) => Guard | Promise<Guard>) {
  return createMiddleware<E>(async (c, next) => {
    const guard = await buildGuard(c);
    // Building the guard may have found the organization's database (see access/organization-member.middleware.ts).
    const deps: Partial<OrganizationDependencies> = c.var.deps;
    const access = new AccessCheck(c.var.db, guard, deps.organizationDb);
    c.set('access', access);
    if (!READ_METHODS.has(c.req.method)) await access.verify();
    endStep(c.env, 'guard');
    await next();
    endStep(c.env, 'handler');
    await access.verify();
  });
}
