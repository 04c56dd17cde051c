import { sql } from 'drizzle-orm';

/**
 * A list of ids as a subquery over one bound JSON parameter: a bulk chunk's hundred ids never meet
 * D1's limit of 100 bound parameters per statement.
 */
export const idsIn = (ids: readonly string[]) => sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`;
