import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const guard = path.join(import.meta.dirname, '../../scripts/stall-guard.mjs');

/**
 * A stand-in `vitest` (the guard reads its name): `list` names two files, `run` reports them as the
 * case says, then prints nothing more and never ends, as Vitest does when it hangs.
 */
function fakeVitest(report: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'stall-guard-'));
  const script = path.join(directory, 'vitest');
  writeFileSync(
    script,
    `#!/usr/bin/env node
if (process.argv[2] === 'list') {
  console.log('a line before the list');
  console.log(JSON.stringify([{ projectName: 'api', file: process.cwd() + '/tests/a.test.ts' }, { projectName: 'unit', file: process.cwd() + '/tests/b.test.ts' }]));
  process.exit(0);
}
process.stdout.write(${JSON.stringify(report)});
setInterval(() => {}, 60_000);
`,
  );
  chmodSync(script, 0o755);
  return script;
}

/** The guard's exit code and what it said on stderr. */
function run(report: string) {
  const guarded = spawn('node', [
    guard,
    '--quiet-seconds',
    '4',
    '--end-quiet-seconds',
    '1',
    '--attempts',
    '1',
    '--',
    fakeVitest(report),
    'run',
  ]);
  let stderr = '';
  guarded.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ exitCode: number | null; stderr: string }>((resolve) =>
    guarded.on('close', (exitCode) => resolve({ exitCode, stderr })),
  );
}

describe('npm run test:worker’s stall guard', () => {
  it.concurrent.each([
    [
      'every file passed, then silence: ended as passed',
      ' \u001b[32m✓\u001b[39m \u001b[30;46m api \u001b[49;39m tests/a.test.ts \u001b[2m(3 tests)\u001b[22m 12ms\n ✓  unit  tests/b.test.ts (2 tests) 5ms\n',
      0,
      'ENDED AFTER ITS LAST FILE: all 2 test files passed',
    ],
    [
      'a file failed, then silence: stalled, failing',
      ' ✓  api  tests/a.test.ts (3 tests) 12ms\n ❯  unit  tests/b.test.ts (2 tests | 1 failed) 5ms\n',
      1,
      'STALLED 1 times in a row',
    ],
    ['a file never reported: stalled, failing', ' ✓  api  tests/a.test.ts (3 tests) 12ms\n', 1, 'STALLED 1 times in a row'],
  ])('%s', async (_, report, status, said) => {
    const { exitCode, stderr } = await run(report);
    expect(exitCode).toBe(status);
    expect(stderr).toContain(said);
  });
});
