// SQLite's own wording, and the extended codes D1 appends to it.
const UNIQUE_VIOLATION = /UNIQUE constraint failed|SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)/;
const MAX_CAUSE_DEPTH = 8;

/**
 * Whether a write was refused by a unique index. D1's error reaches the code wrapped by drizzle
 * (`Failed query: …`, the D1 error as `cause`), so the whole chain of causes is read.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < MAX_CAUSE_DEPTH; depth += 1) {
    if (UNIQUE_VIOLATION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Runs a write that a unique index may refuse and turns that refusal into the module's conflict
 * error: a check before the write cannot see a concurrent twin, the index always does.
 */
export async function conflictOnUniqueViolation<T>(write: Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
