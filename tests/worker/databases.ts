import { env } from 'cloudflare:workers';
import { organizationDependencies, resolveDependencies } from '../../worker/dependencies';
import { withFailingDatabase } from './helpers';

/** The D1 databases organizations may live in during this run (see vitest.config.ts), `DB` first. */
export const organizationDatabaseBindings = ['DB', 'ORG_DB_1', 'ORG_DB_2', 'ORG_DB_3']
  .filter((binding) => binding in env)
  .map((binding) => ({ binding, database: (env as unknown as Record<string, D1Database>)[binding]! }));

/** The binding of the database holding an organization's documents, tags, rules… (its `organizations.database`). */
export async function organizationBinding(organizationId: string): Promise<string> {
  const row = await env.DB.prepare('SELECT database FROM organizations WHERE id = ?').bind(organizationId).first<{ database: string }>();
  return row?.database ?? 'DB';
}

export async function organizationDatabase(organizationId: string): Promise<D1Database> {
  const binding = await organizationBinding(organizationId);
  return organizationDatabaseBindings.find((candidate) => candidate.binding === binding)!.database;
}

/** Bindings to replace so that the organization's database fails (see withFailingDatabase). */
export async function failingOrganizationDatabase(
  organizationId: string,
  method: 'prepare' | 'batch',
  message: string,
): Promise<Partial<Env>> {
  return {
    [await organizationBinding(organizationId)]: withFailingDatabase(await organizationDatabase(organizationId), method, message),
  } as Partial<Env>;
}

/** A query's rows from every organization database together: for records whose organization a test does not know. */
export async function rowsOfAllOrganizations<T>(query: string, ...values: unknown[]): Promise<T[]> {
  const answers = await Promise.all(
    organizationDatabaseBindings.map(({ database }) =>
      database
        .prepare(query)
        .bind(...values)
        .all<T>(),
    ),
  );
  return answers.flatMap(({ results }) => results);
}

/** What an organization's services get, as a queue consumer would have them; `settings` replace the Worker's vars. */
export async function organizationDeps(organizationId: string, settings: Partial<Env> = {}) {
  return organizationDependencies(resolveDependencies({ ...env, ...settings }), organizationId, { fresh: true });
}

/** The first row a query finds in any organization database. */
export async function firstOfAllOrganizations<T>(query: string, ...values: unknown[]): Promise<T | null> {
  return (await rowsOfAllOrganizations<T>(query, ...values))[0] ?? null;
}

/** A write run on every organization database: it changes the rows of whichever holds them. */
export async function runOnAllOrganizations(query: string, ...values: unknown[]): Promise<void> {
  await Promise.all(
    organizationDatabaseBindings.map(({ database }) =>
      database
        .prepare(query)
        .bind(...values)
        .run(),
    ),
  );
}
