/**
 * `npm run db:rebuild-search-index`: rebuilds the search index of every database that holds
 * documents, `DB` and each organization database (ORG_DB_*) of wrangler.toml, from its base tables.
 *
 *   npm run db:rebuild-search-index                                 # the local state
 *   npm run db:rebuild-search-index -- --remote --env production    # the deployed databases
 *   npm run db:rebuild-search-index -- --local --persist-to DIR     # another local state
 *   npm run db:rebuild-search-index -- ORG_DB_1 --remote --env production  # one (or several)
 *
 * Every other argument goes to `wrangler d1 execute` as it is (`--config FILE` and `--env NAME` also
 * name the file and the environment whose databases are listed). For each database it counts the
 * documents (one statement), writes the stepped SQL of worker/modules/documents/search/rebuild-search-index.ts to a temporary file
 * and runs it with `wrangler d1 execute --file`: no statement takes more than REBUILD_STEP
 * documents, so none comes near D1's 30 s per statement.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type RebuildState,
  rebuildSearchIndexStatements,
  rebuildStateOf,
  rebuildStateSql,
} from '../worker/modules/documents/search/rebuild-search-index.ts';
import { DOCUMENT_DATABASE_BINDING, documentDatabases } from './document-databases.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
// Same as the other npm scripts: no calls to the internet, no banner, no telemetry.
const QUIET_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };
/** Splits the command line into the databases named and the arguments for wrangler. */
function parseArguments(args: string[]) {
  const only: string[] = [];
  const wranglerArgs: string[] = [];
  let configFile = path.join(ROOT, 'wrangler.toml');
  let environment: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (DOCUMENT_DATABASE_BINDING.test(arg)) {
      only.push(arg);
      continue;
    }
    wranglerArgs.push(arg);
    const [flag, inlineValue] = arg.split('=', 2);
    // The flags of `wrangler d1 execute` that take a value: their value is no database name.
    if (['--persist-to', '--config', '-c', '--env', '-e', '--env-file'].includes(flag!) && inlineValue === undefined) {
      const value = args[++index];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      wranglerArgs.push(value);
      if (flag === '--config' || flag === '-c') configFile = path.resolve(value);
      if (flag === '--env' || flag === '-e') environment = value;
    } else if ((flag === '--config' || flag === '-c') && inlineValue !== undefined) {
      configFile = path.resolve(inlineValue);
    } else if ((flag === '--env' || flag === '-e') && inlineValue !== undefined) {
      environment = inlineValue;
    }
  }
  return { only, wranglerArgs, configFile, environment };
}

function wrangler(args: string[], { capture = false } = {}): string {
  const result = spawnSync(process.execPath, [WRANGLER, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...QUIET_ENV },
    // The file runs with the terminal attached: `--remote` asks for confirmation.
    stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`wrangler ${args.slice(0, 3).join(' ')} exited with ${result.status}${capture ? `:\n${result.stdout}` : ''}`);
  return result.stdout ?? '';
}

function readState(binding: string, wranglerArgs: string[]): RebuildState {
  const output = wrangler(['d1', 'execute', binding, '--json', '--command', rebuildStateSql, ...wranglerArgs], { capture: true });
  const [answer] = JSON.parse(output.slice(output.indexOf('['))) as { results: Record<string, unknown>[] }[];
  return rebuildStateOf(answer?.results[0]);
}

function main() {
  const { only, wranglerArgs, configFile, environment } = parseArguments(process.argv.slice(2));
  const configured = documentDatabases(configFile, environment).map(({ binding }) => binding);
  const unknown = only.filter((binding) => !configured.includes(binding));
  if (unknown.length > 0) throw new Error(`Not in ${path.relative(ROOT, configFile)}: ${unknown.join(', ')}`);
  const bindings = only.length > 0 ? only : configured;
  const directory = mkdtempSync(path.join(os.tmpdir(), 'rebuild-search-index-'));
  try {
    for (const binding of bindings) {
      const state = readState(binding, wranglerArgs);
      const statements = rebuildSearchIndexStatements(state);
      const file = path.join(directory, `${binding}.sql`);
      writeFileSync(file, `${statements.join(';\n')};\n`);
      console.log(`▸ ${binding}: ${state.documents.toLocaleString('en')} documents, ${statements.length} statements`);
      const started = performance.now();
      wrangler(['d1', 'execute', binding, '--file', file, ...wranglerArgs]);
      console.log(`▸ ${binding}: search index rebuilt in ${Math.round((performance.now() - started) / 100) / 10} s`);
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
