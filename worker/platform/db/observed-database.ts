/**
 * The D1 bindings of one invocation with every call that runs statements passed through an observer
 * first: the tests count them against D1's budget (statement-budget.ts), the benchmarks time them
 * (server-timing.ts). Only for those two: deployed Workers use their bindings as they are.
 */

/** A call that runs statements: its method, and the SQL of each statement (of `exec`, the script). */
export type D1Call = { method: 'first' | 'run' | 'all' | 'raw' | 'batch' | 'exec'; sql: string[] };

/** Sees a call before it runs, runs it (or refuses it by throwing) and answers its result. */
type D1Observer = <T>(call: D1Call, run: () => Promise<T>) => Promise<T>;

// The real statement behind an observed one, and its SQL: D1's batch() takes only its own statements.
const unwrapped = new WeakMap<D1PreparedStatement, { statement: D1PreparedStatement; sql: string }>();
const RUNS = new Set<PropertyKey>(['first', 'run', 'all', 'raw']);

function observedStatement(statement: D1PreparedStatement, sql: string, observe: D1Observer): D1PreparedStatement {
  const observed = new Proxy(statement, {
    get(target, property) {
      if (property === 'bind') return (...values: unknown[]) => observedStatement(target.bind(...values), sql, observe);
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!RUNS.has(property)) return value.bind(target);
      // Async, so that an observer's refusal answers a rejected promise, as D1's own refusals do.
      return async (...args: unknown[]) =>
        observe({ method: property as D1Call['method'], sql: [sql] }, () => value.apply(target, args) as Promise<unknown>);
    },
  });
  unwrapped.set(observed, { statement, sql });
  return observed;
}

function observedDatabase<T extends D1Database | D1DatabaseSession>(database: T, observe: D1Observer): T {
  return new Proxy(database, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      switch (property) {
        case 'prepare':
          return (query: string) => observedStatement(target.prepare(query), query, observe);
        case 'batch':
          return async (statements: D1PreparedStatement[]) =>
            observe({ method: 'batch', sql: statements.map((statement) => unwrapped.get(statement)?.sql ?? '') }, () =>
              target.batch(statements.map((statement) => unwrapped.get(statement)?.statement ?? statement)),
            );
        case 'exec':
          return async (query: string) => observe({ method: 'exec', sql: [query] }, () => (target as D1Database).exec(query));
        case 'withSession':
          return (start?: D1SessionBookmark | D1SessionConstraint) => observedDatabase((target as D1Database).withSession(start), observe);
        default:
          return typeof value === 'function' ? value.bind(target) : value;
      }
    },
  });
}

const isDatabaseBinding = (name: string) => name === 'DB' || name.startsWith('ORG_DB_');

/** A copy of `env` whose D1 databases (DB and each ORG_DB_…) pass every call through `observe`. */
export function withObservedDatabases(env: Env, observe: D1Observer): Env {
  const observed: Record<PropertyKey, unknown> = { ...env };
  for (const [name, binding] of Object.entries(env))
    if (isDatabaseBinding(name) && binding) observed[name] = observedDatabase(binding as D1Database, observe);
  return observed as unknown as Env;
}
