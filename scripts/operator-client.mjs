// What the operator's command line tools share: the Worker's URL (--url, else the local one of npm
// start) and its OPERATOR_SECRET (from the environment, or from .dev.vars for the local Worker), and
// a call of its operator routes that stops the tool with the API's message when it fails.
import { existsSync, readFileSync } from 'node:fs';

/** Takes `--name value` out of `args`; undefined when absent. */
export function takeOption(args, name) {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args.splice(index, 2)[1];
}

function localSecret() {
  const devVars = new URL('../.dev.vars', import.meta.url);
  if (!existsSync(devVars)) return undefined;
  return /^OPERATOR_SECRET=(.*)$/m.exec(readFileSync(devVars, 'utf8'))?.[1]?.trim();
}

/** The client of the Worker at `--url` (taken out of `args`). */
export function operatorClient(args) {
  const url = (takeOption(args, '--url') ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`).replace(/\/+$/, '');
  const isLocal = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url);
  const secret = process.env.OPERATOR_SECRET ?? (isLocal ? localSecret() : undefined);
  if (!secret) {
    console.error(
      `No operator secret: set OPERATOR_SECRET in the environment${isLocal ? ' (or run npm start once, which writes one to .dev.vars)' : " to the Worker's secret (wrangler secret put OPERATOR_SECRET)"}.`,
    );
    process.exit(2);
  }
  return {
    async call(method, path, body) {
      const response = await fetch(`${url}/api/operator${path}`, {
        method,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch((error) => {
        console.error(`Cannot reach ${url}: ${error.cause?.message ?? error.message}. Is the Worker running there?`);
        process.exit(1);
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) {
        console.error(`${response.status} ${answer.error?.code ?? ''}: ${answer.error?.message ?? response.statusText}`);
        process.exit(1);
      }
      return answer;
    },
  };
}
