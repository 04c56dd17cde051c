import type { Database } from './db/client';

/** What a use case needs: the database and the Worker's bindings and settings (`env`). */
export type ServiceDependencies = { db: Database; env: Env };
