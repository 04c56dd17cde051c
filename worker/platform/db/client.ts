import { drizzle, type AnyD1Database } from 'drizzle-orm/d1';
import * as schema from './schema';

// drizzle's name for the D1 binding's type, not the Workers global D1Database: the repositories'
// types then check without the Workers runtime types, as the web's API types read them.
export function createDatabase(d1: AnyD1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDatabase>;
