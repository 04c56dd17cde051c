#!/usr/bin/env node
// Runs a test command and ends it when it has printed nothing for too long, so that a stalled run fails
// in minutes instead of holding CI for its 90.
//
//   node scripts/stall-guard.mjs [--quiet-seconds 120] [--attempts 3] -- <command> [args…]
//
// Vitest waits forever when a workerd runtime stops answering: no test times out, since the tests' own
// timers run in that runtime. CI's run of 2026-11-29 sat silent for over an hour after the database-alone
// project's client contract; clean run 40 (2026-11-30) stopped at the same place, workerd idle, with
// six files still to run; clean run 32 once stalled after its last file. A run silent for 120 s (the
// longest file takes 21 s) is said loudly (STALLED), ended with its process group, and started again,
// up to --attempts in all; a run that fails a test is never started again. Those stalls were the pool
// holding a console line written from a queue consumer's I/O context while Vitest waited for its answer
// (cloudflare/workers-sdk#15719), which disableConsoleIntercept in vitest.config.ts avoids; the guard
// stays for whatever else leaves a runtime silent.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const separator = process.argv.indexOf('--');
if (separator === -1 || separator === process.argv.length - 1) {
  console.error('usage: node scripts/stall-guard.mjs [--quiet-seconds N] [--attempts N] -- <command> [args…]');
  process.exit(2);
}
const options = process.argv.slice(2, separator);
const option = (name, fallback) => {
  const index = options.indexOf(name);
  return index === -1 ? fallback : Number(options[index + 1]);
};
const quietSeconds = option('--quiet-seconds', 120);
const attempts = option('--attempts', 3);
const [command, ...args] = process.argv.slice(separator + 1);

/** Runs the command once; resolves with its exit code, or 'stalled'. */
function runOnce() {
  return new Promise((resolve) => {
    // Its own process group, so that the stall ends workerd and Chromium with it.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      // A stalled run is asked for Node's diagnostic report before it is ended: what it was waiting on.
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --report-on-signal --report-signal=SIGUSR2 --report-compact --report-directory=${reportDirectory}`,
      },
    });
    // Detached, the run no longer gets the terminal's Ctrl+C, nor dies with the guard: both are passed on.
    const passOn = (signal) => {
      endGroup(child.pid);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', passOn);
    process.once('SIGTERM', passOn);
    let lastOutputAt = Date.now();
    let isStalled = false;
    const relay = (target) => (chunk) => {
      lastOutputAt = Date.now();
      target.write(chunk);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    const watch = setInterval(() => {
      const quietFor = (Date.now() - lastOutputAt) / 1000;
      if (quietFor < quietSeconds) return;
      clearInterval(watch);
      console.error(`\nSTALLED: \`${[command, ...args].join(' ')}\` printed nothing for ${Math.round(quietFor)} s; ending it.`);
      isStalled = true;
      describeStall(child.pid).finally(() => endGroup(child.pid));
    }, 5_000);
    child.once('exit', (code, signal) => {
      clearInterval(watch);
      process.off('SIGINT', passOn);
      process.off('SIGTERM', passOn);
      resolve(isStalled ? 'stalled' : (code ?? (signal ? 1 : 0)));
    });
  });
}

const reportDirectory = mkdtempSync(path.join(tmpdir(), 'stall-report-'));

/** Prints the run's processes and, from Node's report of the run's own process, its stack and open handles. */
async function describeStall(pid) {
  try {
    console.error(execFileSync('ps', ['-o', 'pid,ppid,stat,pcpu,etime,args', '-g', String(pid)], { encoding: 'utf8' }));
    process.kill(pid, 'SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [reportName] = readdirSync(reportDirectory).filter((name) => name.includes(`.${pid}.`));
    if (!reportName) return console.error('STALLED: the run wrote no diagnostic report.');
    const report = JSON.parse(readFileSync(path.join(reportDirectory, reportName), 'utf8'));
    console.error('STALLED: JavaScript stack:', report.javascriptStack?.stack?.join('\n') ?? report.javascriptStack?.message);
    const loopMachinery = ['async', 'check', 'prepare', 'idle', 'loop', 'signal'];
    const handles = (report.libuv ?? []).filter((handle) => handle.is_active && !loopMachinery.includes(handle.type));
    console.error(`STALLED: active handles:\n${handles.map((handle) => JSON.stringify(handle)).join('\n')}`);
  } catch (error) {
    console.error('STALLED: could not describe the run:', error.message);
  }
}

function endGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {}
  setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }, 10_000);
}

for (let attempt = 1; ; attempt++) {
  const outcome = await runOnce();
  if (outcome !== 'stalled') process.exit(outcome);
  if (attempt >= attempts) {
    console.error(`STALLED ${attempt} times in a row: failing.`);
    process.exit(1);
  }
  console.error(`STALLED: starting the whole run again (attempt ${attempt + 1} of ${attempts}).\n`);
}
