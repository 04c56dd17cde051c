// Moves an organization to another database (README "Scale"), through the Worker's operator route:
//
//   npm run org:move -- <organizationId> <binding>                  the local Worker (npm start)
//   npm run org:move -- <organizationId> <binding> --url https://archive.example.com
//   npm run org:move -- <organizationId> --roll-back [--url …]      gives a move up, before its switch
//
// The secret is OPERATOR_SECRET from the environment, or from .dev.vars for the local Worker. Each call
// does a few seconds of work; this calls again until the move ends, showing where it stands. Stopped
// at any point (Ctrl-C, a network error), running the same command again resumes it.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args.splice(index, 2)[1];
};
const url = (option('--url') ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`).replace(/\/+$/, '');
const rollBack = args.includes('--roll-back') && args.splice(args.indexOf('--roll-back'), 1).length > 0;
const [organizationId, binding] = args;
if (!organizationId || (!binding && !rollBack)) {
  console.error('Usage: npm run org:move -- <organizationId> <binding> [--url URL]\n       npm run org:move -- <organizationId> --roll-back [--url URL]');
  process.exit(2);
}

function localSecret() {
  const devVars = new URL('../.dev.vars', import.meta.url);
  if (!existsSync(devVars)) return undefined;
  return /^OPERATOR_SECRET=(.*)$/m.exec(readFileSync(devVars, 'utf8'))?.[1]?.trim();
}
const isLocal = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url);
const secret = process.env.OPERATOR_SECRET ?? (isLocal ? localSecret() : undefined);
if (!secret) {
  console.error(`No operator secret: set OPERATOR_SECRET in the environment${isLocal ? ' (or run npm start once, which writes one to .dev.vars)' : ' to the Worker\'s secret (wrangler secret put OPERATOR_SECRET)'}.`);
  process.exit(2);
}

const body = rollBack ? {} : { database: binding };
const started = Date.now();
for (;;) {
  const response = await fetch(`${url}/api/operator/organizations/${organizationId}/move`, {
    method: rollBack ? 'DELETE' : 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    console.error(`${response.status} ${answer.error?.code ?? ''}: ${answer.error?.message ?? response.statusText}`);
    process.exit(1);
  }
  const { move } = answer;
  const where = move.step === 'copying' && move.table ? ` ${move.table}` : '';
  const restarts = move.restarts > 0 ? `, copied again ${move.restarts}× (${move.restartReason})` : '';
  console.log(`${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  ${move.source} → ${move.target}  ${move.step}${where}  ${move.copiedRows} rows copied${restarts}`);
  if (move.isFinished) break;
  if (move.waitSeconds > 0) await sleep(move.waitSeconds * 1000);
}
