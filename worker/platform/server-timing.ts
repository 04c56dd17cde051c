import { withObservedDatabases, type D1Call } from './db/observed-database';
import { serverTimingHeader, type TimingEntry } from './server-timing-header';

/**
 * Where a request's time goes, for the benchmarks (scripts/bench-lib.ts prints it). With the binding
 * DEBUG_SERVER_TIMING set (the benchmarks pass it to their own `wrangler dev`; wrangler.toml never
 * has it), each D1 call of the request is timed (its wall time, and each statement's time in SQLite
 * as D1 reports it), and so are the steps the middlewares mark; the answer carries them in a
 * `Server-Timing` header. Without it the request runs untouched.
 *
 * The Workers runtime advances its clock on I/O only: a step without I/O reads 0 ms, and the CPU
 * it spent shows in the next step that waited for something.
 */
const SWITCH = 'DEBUG_SERVER_TIMING';
// On the bindings object, which every layer of the request sees as `env` (copies keep it).
const TIMING = Symbol.for('archive.request-timing');

class RequestTiming {
  readonly entries: TimingEntry[] = [];
  readonly #started = performance.now();
  #stepStarted = this.#started;

  step(name: string) {
    const now = performance.now();
    this.entries.push({ name, ms: now - this.#stepStarted });
    this.#stepStarted = now;
  }

  d1(call: D1Call, ms: number, result: unknown) {
    this.entries.push({ name: 'd1', ms, description: `${call.method} of ${call.sql.length}` });
    // all(), run() and batch() answer each statement's meta.duration; first() and raw() do not.
    const results = (call.method === 'batch' ? result : [result]) as { meta?: { duration?: number } }[];
    call.sql.forEach((sql, index) => {
      const duration = results[index]?.meta?.duration;
      if (duration !== undefined) this.entries.push({ name: 'sql', ms: duration, description: statementLabel(sql) });
    });
  }

  total() {
    return performance.now() - this.#started;
  }
}

const timingOf = (env: unknown) => (env as Record<symbol, RequestTiming | undefined>)[TIMING];

const TABLES = /\b(?:from|into|update)\s+"?(\w+)"?/gi;

/** A statement as its verb and first table outside subqueries (`select documents`), enough to tell it among a request's. */
export function statementLabel(sql: string) {
  const verb = sql.trim().split(/\s/, 1)[0]!.toLowerCase();
  const depthAt = (index: number) =>
    [...sql.slice(0, index)].reduce((depth, char) => depth + (char === '(' ? 1 : char === ')' ? -1 : 0), 0);
  const table = [...sql.matchAll(TABLES)].find((match) => depthAt(match.index) === 0)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** A copy of `env` that times the request, when DEBUG_SERVER_TIMING is set; otherwise `env` itself. */
export function timedEnv(env: Env): Env {
  if (!(env as unknown as Record<string, unknown>)[SWITCH]) return env;
  const timing = new RequestTiming();
  const timed = withObservedDatabases(env, async (call, run) => {
    const started = performance.now();
    const result = await run();
    timing.d1(call, performance.now() - started, result);
    return result;
  });
  (timed as unknown as Record<symbol, RequestTiming>)[TIMING] = timing;
  return timed;
}

/** Ends the request's step called `name`, begun where the last one ended (or the request began); nothing unless timed. */
export function endStep(env: unknown, name: string) {
  timingOf(env)?.step(name);
}

/** The answer with its `Server-Timing` header, the whole request last (`total`), when timed. */
export function withServerTiming(env: unknown, response: Response): Response {
  const timing = timingOf(env);
  if (!timing) return response;
  const timed = new Response(response.body, response);
  timed.headers.set('server-timing', serverTimingHeader([...timing.entries, { name: 'total', ms: timing.total() }]));
  return timed;
}
