import { withObservedDatabases } from './observed-database';

/**
 * D1 answers about 1,000 queries per Worker invocation (a request, a queue batch, a cron run, an
 * email), over all its databases together; past that every query of the invocation fails. Work that
 * grows with the data (bulk actions, moves, purges, re-indexing) is paged so that one invocation stays
 * under this budget, counting each statement of a `batch` as one, which is stricter than D1 (a batch
 * is one call to it) and leaves room for the rest of the invocation.
 */
export const D1_STATEMENTS_PER_INVOCATION = 1000;

/** The test binding (vitest.config.ts) that turns the count on; deployed Workers never have it. */
const SWITCH = 'TEST_COUNT_D1_STATEMENTS';

type Counter = { invocation: string; statements: number; exceeded: boolean };

/** What the tests read after each test (tests/worker/setup.ts): the invocations over budget, and the largest of each kind. */
type Ledger = { violations: string[]; highest: Map<string, number> };

// On globalThis, not in this module: the tests reach the Worker through its module and through
// `exports.default`, and one isolate must keep one ledger whichever module instance counted.
const LEDGER_KEY = Symbol.for('archive.d1-statement-ledger');
function ledger(): Ledger {
  const global = globalThis as unknown as Record<symbol, Ledger | undefined>;
  return (global[LEDGER_KEY] ??= { violations: [], highest: new Map() });
}

/** The invocations that ran more statements than D1 allows since the last call (and forgets them). */
export function takeStatementViolations(): string[] {
  return ledger().violations.splice(0);
}

/** The most statements an invocation of each kind ran since the last call, largest first (and forgets them). */
export function takeStatementCounts(): [kind: string, statements: number][] {
  const counts = [...ledger().highest].sort(([, a], [, b]) => b - a);
  ledger().highest.clear();
  return counts;
}

function count(counter: Counter, statements: number) {
  counter.statements += statements;
  const { highest } = ledger();
  highest.set(counter.invocation, Math.max(highest.get(counter.invocation) ?? 0, counter.statements));
  if (counter.statements <= D1_STATEMENTS_PER_INVOCATION) return;
  const message = `${counter.invocation} ran ${counter.statements} D1 statements, more than the ${D1_STATEMENTS_PER_INVOCATION} D1 allows per invocation`;
  if (!counter.exceeded) ledger().violations.push(message);
  counter.exceeded = true;
  // As D1 itself would: the statement over budget does not run.
  throw new Error(message);
}

/**
 * In the tests only (the binding TEST_COUNT_D1_STATEMENTS), the Worker's bindings for one invocation
 * with every D1 database counting into one tally, which fails the statement over
 * D1_STATEMENTS_PER_INVOCATION and records it for the test to fail on. Elsewhere `env` itself (the
 * invocation's name is only made when counting).
 */
export function countStatementsOf(env: Env, invocation: () => string): Env {
  if (!(env as unknown as Record<string, unknown>)[SWITCH]) return env;
  const counter: Counter = { invocation: invocation(), statements: 0, exceeded: false };
  return withObservedDatabases(env, async (call, run) => {
    // exec() runs a script: D1 says how many statements it held once it ran them.
    if (call.method === 'exec') {
      const result = await run();
      count(counter, (result as D1ExecResult).count);
      return result;
    }
    count(counter, call.sql.length);
    return run();
  });
}

/** A request's kind for the tally: its method and path, ids made `:id` (prefix, underscore, 24 characters). */
export const requestKind = (request: Request) =>
  `${request.method} ${new URL(request.url).pathname.replace(/\b[a-z]+_[a-z0-9]{24}\b/g, ':id')}`;

/** A queue batch's kind: its queue, and the types of its messages where they have one. */
export function batchKind(batch: MessageBatch<unknown>) {
  const types = new Set(
    batch.messages.flatMap(({ body }) => (typeof body === 'object' && body !== null && 'type' in body ? [String(body.type)] : [])),
  );
  return types.size > 0 ? `queue ${batch.queue} ${[...types].sort().join(', ')}` : `queue ${batch.queue}`;
}
