// Moves an organization to another database (README "Scale"), through the Worker's operator route:
//
//   npm run org:move -- <organizationId> <binding>                  the local Worker (npm start)
//   npm run org:move -- <organizationId> <binding> --url https://archive.example.com
//   npm run org:move -- <organizationId> --roll-back [--url …]      gives a move up, before its switch
//
// The secret is OPERATOR_SECRET from the environment, or from .dev.vars for the local Worker. Each call
// does a few seconds of work; this calls again until the move ends, showing where it stands. Stopped
// at any point (Ctrl-C, a network error), running the same command again resumes it.
import { setTimeout as sleep } from 'node:timers/promises';
import { operatorClient } from './operator-client.mjs';

const args = process.argv.slice(2);
const client = operatorClient(args);
const rollBack = args.includes('--roll-back') && args.splice(args.indexOf('--roll-back'), 1).length > 0;
const [organizationId, binding] = args;
if (!organizationId || (!binding && !rollBack)) {
  console.error(
    'Usage: npm run org:move -- <organizationId> <binding> [--url URL]\n       npm run org:move -- <organizationId> --roll-back [--url URL]',
  );
  process.exit(2);
}

const body = rollBack ? {} : { database: binding };
const started = Date.now();
for (;;) {
  const answer = await client.call(rollBack ? 'DELETE' : 'POST', `/organizations/${organizationId}/move`, body);
  const { move } = answer;
  const where = move.step === 'copying' && move.table ? ` ${move.table}` : '';
  const restarts = move.restarts > 0 ? `, copied again ${move.restarts}× (${move.restartReason})` : '';
  console.log(
    `${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  ${move.source} → ${move.target}  ${move.step}${where}  ${move.copiedRows} rows copied${restarts}`,
  );
  if (move.isFinished) break;
  if (move.waitSeconds > 0) await sleep(move.waitSeconds * 1000);
}
