import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, afterEach } from 'vitest';
import { D1_STATEMENTS_PER_INVOCATION, takeStatementCounts, takeStatementViolations } from '../../worker/platform/db/statement-budget';

// Every API test file runs this first: the first file of a runtime migrates its databases, the next
// find them migrated (applyD1Migrations skips what is applied).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const bound = env as unknown as Record<string, D1Database>;
for (const binding of Object.keys(env).filter((name) => name.startsWith('ORG_DB_')))
  await applyD1Migrations(bound[binding]!, env.TEST_ORGANIZATION_MIGRATIONS);

// A request, queue batch, cron run or email that ran more D1 statements than one invocation may fails
// its test here, even where the Worker caught the error (a consumer retries its message, a route answers 500).
afterEach(() => {
  const violations = takeStatementViolations();
  if (violations.length > 0) throw new Error(`Over D1's statement budget:\n${violations.join('\n')}`);
});

// D1_STATEMENTS_REPORT=1: the largest invocation of each kind the file ran, for sizing pages by the budget.
takeStatementCounts();
afterAll(() => {
  if (!env.TEST_D1_STATEMENTS_REPORT) return;
  const counts = takeStatementCounts().slice(0, 15);
  console.log(
    `D1 statements per invocation (budget ${D1_STATEMENTS_PER_INVOCATION}), largest of each kind in this file:\n${counts
      .map(([kind, statements]) => `${String(statements).padStart(6)}  ${kind}`)
      .join('\n')}`,
  );
});
