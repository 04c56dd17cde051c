/**
 * The Worker's startup, measured on the deploy bundle. Cloudflare refuses a deploy whose global scope
 * takes more than 1 s to parse and run on its machines (error 10021); `wrangler check startup`
 * profiles it locally, and under-reports it. This harness does what that command does (the bundle of
 * `wrangler deploy --dry-run` loaded into a local workerd, its main module imported under the V8
 * profiler) and measures CPU time rather than the profile's samples:
 *
 * - compile: the CPU workerd spends loading the bundle (parsing the JavaScript, compiling the
 *   WebAssembly modules it imports), less what it spends loading an empty Worker. workerd does this
 *   before the profiler can start, so `wrangler check startup` never shows it.
 * - evaluation: the CPU of the request that imports the main module (its global scope), less that of
 *   a second request, which finds it imported.
 *
 * Both are read from /proc (the nanoseconds each of workerd's threads ran), so a loaded machine does
 * not inflate them, unlike the profile's active time, which sums the clock between samples: 110 to
 * 500 ms for the same bundle on a busy 2-core machine, against 105 to 130 ms of CPU. Where /proc is
 * missing (macOS) the profile's active time stands in for the evaluation and the compile is unknown.
 *
 * The WebAssembly modules the global scope compiles or instantiates are counted too: a harness module
 * wraps WebAssembly's functions and constructors before the main module is imported.
 *
 * `npm run bench:startup` prints the best of three runs and where the time goes, module by module;
 * tests/startup/startup.test.ts holds the budget (README, "Startup time").
 * No parameter properties, enums or namespaces here: Node's type stripping runs this file.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

const ROOT = path.resolve(import.meta.dirname, '..');
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const QUIET_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };

/** A V8 CPU profile, as the inspector's Profiler.stop returns it (and a .cpuprofile file holds it). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

type ModuleType = 'ESModule' | 'CommonJS' | 'CompiledWasm' | 'Data' | 'Text';

/** The Worker as `wrangler deploy` uploads it: its modules, which is the main one, its compatibility settings. */
export interface WorkerBundle {
  mainModule: string;
  compatibilityDate?: string;
  compatibilityFlags?: string[];
  modules: { path: string; type: ModuleType; contents: Uint8Array }[];
}

const MODULE_TYPES: Record<string, ModuleType> = {
  'application/javascript+module': 'ESModule',
  'application/javascript': 'CommonJS',
  'application/wasm': 'CompiledWasm',
  'application/octet-stream': 'Data',
  'text/plain': 'Text',
};

/**
 * The Worker as `npm run deploy` would upload it (`wrangler deploy --dry-run --outfile`), read back.
 * `moduleByModule` bundles it behind an entry that imports worker/index.ts dynamically instead: esbuild
 * then wraps each module's top level in a function named after its file, which the profile shows, so
 * that its time can be told apart (see attributeStartup). The same code runs, in the same order.
 */
export async function buildWorkerBundle({ moduleByModule = false } = {}): Promise<WorkerBundle> {
  // wrangler checks that the static assets' directory exists; `vite build` writes it, and nothing here reads it.
  mkdirSync(path.join(ROOT, 'dist', 'client'), { recursive: true });
  const folder = mkdtempSync(path.join(tmpdir(), 'archive-startup-'));
  try {
    const file = path.join(folder, 'worker.bundle');
    const entry = path.join(folder, 'entry.ts');
    if (moduleByModule)
      writeFileSync(entry, `void import(${JSON.stringify(path.join(ROOT, 'worker', 'index.ts'))});\nexport default {};\n`);
    await promisify(execFile)(
      process.execPath,
      [
        WRANGLER,
        'deploy',
        ...(moduleByModule ? [entry] : []),
        '--config=wrangler.toml',
        '--env=production',
        '--dry-run',
        `--outfile=${file}`,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...QUIET_ENV },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    // The upload's multipart body: the boundary is its first line, after the leading `--`.
    const body = readFileSync(file);
    const boundary = body.subarray(2, body.indexOf(10)).toString().trim();
    const form = await new Response(body, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }).formData();
    const metadata = JSON.parse(String(form.get('metadata'))) as {
      main_module: string;
      compatibility_date?: string;
      compatibility_flags?: string[];
    };
    const files: [string, Blob][] = [];
    form.forEach((entry, name) => {
      if (name !== 'metadata' && typeof entry !== 'string' && entry.type !== 'application/source-map') files.push([name, entry]);
    });
    const modules: WorkerBundle['modules'] = [];
    for (const [name, file] of files) {
      const type = MODULE_TYPES[file.type.split(';')[0] ?? ''];
      if (!type) throw new Error(`Module ${name} of the bundle has a type this harness does not load: ${file.type}`);
      modules.push({ path: name, type, contents: new Uint8Array(await file.arrayBuffer()) });
    }
    return {
      mainModule: metadata.main_module,
      compatibilityDate: metadata.compatibility_date,
      compatibilityFlags: metadata.compatibility_flags,
      modules,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** WebAssembly calls made while the main module was evaluated (and by the microtasks and timers it left). */
interface WebAssemblyCalls {
  compile: number;
  instantiate: number;
}

interface StartupRun {
  profile: CpuProfile;
  /** CPU time of workerd's threads from its start until the bundle was loaded, in milliseconds (undefined without /proc). */
  loadCpuMs?: number;
  /** CPU time of workerd's threads on the import of the main module, in milliseconds (undefined without /proc). */
  evaluationCpuMs?: number;
  webAssembly: WebAssemblyCalls;
}

// The harness: its own top level (not profiled) wraps WebAssembly's entry points with counters; its
// fetch handler imports the Worker's main module, which is what the profile records.
const harnessSource = (mainModule: string) => /* javascript */ `
const calls = { compile: 0, instantiate: 0 };
const counted = (kind, fn) => function (...args) { calls[kind] += 1; return fn.apply(this, args); };
const countedClass = (kind, C) => new Proxy(C, { construct(target, args, newTarget) { calls[kind] += 1; return Reflect.construct(target, args, newTarget); } });
WebAssembly.compile = counted('compile', WebAssembly.compile);
WebAssembly.compileStreaming = counted('compile', WebAssembly.compileStreaming);
WebAssembly.instantiate = counted('instantiate', WebAssembly.instantiate);
WebAssembly.instantiateStreaming = counted('instantiate', WebAssembly.instantiateStreaming);
WebAssembly.Module = countedClass('compile', WebAssembly.Module);
WebAssembly.Instance = countedClass('instantiate', WebAssembly.Instance);
export default {
  async fetch() {
    try {
      await import(${JSON.stringify(mainModule)});
      // What the top level started without awaiting it (a promise, a timer) has its turn too.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return Response.json({ webAssembly: calls });
    } catch (error) {
      return Response.json({ error: String(error?.stack ?? error) }, { status: 500 });
    }
  },
};
`;

/** One startup in a fresh workerd: the profile of the main module's evaluation, the CPU it took and the WebAssembly calls it made. */
async function profileStartup(bundle: WorkerBundle, { samplingIntervalUs }: { samplingIntervalUs?: number } = {}): Promise<StartupRun> {
  const runtimesBefore = new Set(workerdProcesses());
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: 'startup',
      compatibilityDate: bundle.compatibilityDate,
      compatibilityFlags: bundle.compatibilityFlags,
      modulesRoot: '/',
      modules: [
        { type: 'ESModule', path: `harness-${crypto.randomUUID()}.js`, contents: harnessSource(bundle.mainModule) },
        ...bundle.modules,
      ],
      inspectorPort: 0,
      handleStructuredLogs: () => undefined,
    }),
  );
  let socket: WebSocket | undefined;
  try {
    await mf.ready;
    const runtimes = workerdProcesses().filter((pid) => !runtimesBefore.has(pid));
    const cpuMs = () => (runtimes.length === 1 ? processCpuMs(runtimes[0] as string) : undefined);
    const loadCpuMs = cpuMs();
    socket = new WebSocket(new URL('/core:user:startup', await mf.getInspectorURL()));
    const inspector = inspectorClient(socket);
    await inspector.opened;
    await inspector.send('Profiler.enable');
    if (samplingIntervalUs) await inspector.send('Profiler.setSamplingInterval', { interval: samplingIntervalUs });
    await inspector.send('Profiler.start');
    const before = cpuMs();
    const result = (await (await mf.dispatchFetch('https://startup.local/')).json()) as { webAssembly?: WebAssemblyCalls; error?: string };
    const imported = cpuMs();
    const { profile } = (await inspector.send('Profiler.stop')) as { profile: CpuProfile };
    if (!result.webAssembly) throw new Error(`The Worker's main module failed to load: ${result.error}`);
    // A request that finds the module imported: what a request costs by itself.
    const again = cpuMs();
    await (await mf.dispatchFetch('https://startup.local/')).arrayBuffer();
    const after = cpuMs();
    const evaluationCpuMs =
      before === undefined || imported === undefined || again === undefined || after === undefined
        ? undefined
        : imported - before - (after - again);
    return { profile, loadCpuMs, evaluationCpuMs, webAssembly: result.webAssembly };
  } finally {
    socket?.close();
    await mf.dispose();
  }
}

/** The workerd processes this one started (Miniflare's runtime), by pid; none where /proc is missing. */
function workerdProcesses(): string[] {
  try {
    return readdirSync(`/proc/${process.pid}/task`)
      .flatMap((task) => readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' '))
      .map((pid) => pid.trim())
      .filter((pid) => pid && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd');
  } catch {
    return [];
  }
}

/** The CPU time a process's threads have run, in milliseconds (/proc's schedstat: nanoseconds on a core). */
function processCpuMs(pid: string): number | undefined {
  try {
    let nanoseconds = 0;
    for (const task of readdirSync(`/proc/${pid}/task`))
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    return nanoseconds / 1e6;
  } catch {
    return undefined;
  }
}

function inspectorClient(socket: WebSocket) {
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('The inspector connection failed')), { once: true });
  });
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id as number);
    if (message.error) waiter.reject(new Error(`Inspector: ${message.error.message}`));
    else waiter.resolve(message.result);
  });
  return {
    opened,
    send(method: string, params?: object): Promise<unknown> {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
  };
}

/** The profile's busy time, in milliseconds, as `wrangler check startup` sums it ("Active"): each sample counts the time since the one before. */
function activeMs(profile: CpuProfile): number {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let active = 0;
  (profile.timeDeltas ?? []).forEach((delta, index) => {
    if (names.get(profile.samples?.[index] ?? 0) !== '(idle)') active += delta;
  });
  return active / 1000;
}

interface StartupMeasure {
  /** CPU to load the bundle (parse, compile), beyond an empty Worker's; undefined without /proc. */
  compileMs?: number;
  /** CPU of the global scope; the profile's active time without /proc. */
  evaluationMs: number;
  /** compileMs + evaluationMs: the figure the budget holds. */
  totalMs: number;
  /** The profile's active time, `wrangler check startup`'s figure. */
  profileActiveMs: number;
  /** The most calls any run saw. */
  webAssembly: WebAssemblyCalls;
  /** The profile of the best run. */
  profile: CpuProfile;
}

/** An empty Worker with the bundle's settings: what loading any Worker costs, to take away. */
function emptyBundleLike(bundle: WorkerBundle): WorkerBundle {
  return {
    ...bundle,
    mainModule: 'empty.js',
    modules: [{ path: 'empty.js', type: 'ESModule', contents: new TextEncoder().encode('export default {};') }],
  };
}

/**
 * The best of `runs` startups, each in a fresh workerd (and as many of an empty Worker for the
 * compile's baseline): the best, because a busy machine only ever adds time.
 */
export async function measureStartup(bundle: WorkerBundle, { runs = 3 } = {}): Promise<StartupMeasure> {
  const empty = emptyBundleLike(bundle);
  let baseline: number | undefined;
  let best: { run: StartupRun; evaluationMs: number; score: number } | undefined;
  const webAssembly = { compile: 0, instantiate: 0 };
  for (let index = 0; index < runs; index++) {
    const emptyLoad = (await profileStartup(empty)).loadCpuMs;
    if (emptyLoad !== undefined) baseline = Math.min(baseline ?? emptyLoad, emptyLoad);
    const run = await profileStartup(bundle);
    webAssembly.compile = Math.max(webAssembly.compile, run.webAssembly.compile);
    webAssembly.instantiate = Math.max(webAssembly.instantiate, run.webAssembly.instantiate);
    const evaluationMs = run.evaluationCpuMs ?? activeMs(run.profile);
    const score = evaluationMs + (run.loadCpuMs ?? 0);
    if (!best || score < best.score) best = { run, evaluationMs, score };
  }
  if (!best) throw new Error('measureStartup needs at least one run');
  const { run, evaluationMs } = best;
  const compileMs = run.loadCpuMs === undefined || baseline === undefined ? undefined : Math.max(0, run.loadCpuMs - baseline);
  return {
    compileMs,
    evaluationMs,
    totalMs: (compileMs ?? 0) + evaluationMs,
    profileActiveMs: activeMs(run.profile),
    webAssembly,
    profile: run.profile,
  };
}

interface Attribution {
  /** A package (`zod`), a file of the project (`core/notes/notes.schemas.ts`), or V8's own work (`(garbage collector)`). */
  name: string;
  /** Milliseconds of samples whose nearest module top level on the stack is this one's. */
  ms: number;
}

/**
 * Where a profile's time went, by the module whose top level was running (with the functions it
 * called: the zod schemas a file builds count for that file), packages as one. This needs the bundle of
 * `buildWorkerBundle({ moduleByModule: true })`: in the deploy bundle, the modules' top levels are
 * one function. Samples are counted at most two sampling intervals each, so that a wait for a core
 * does not make one module look slow.
 */
function attributeStartup(profile: CpuProfile, bundle: WorkerBundle): Attribution[] {
  const main = bundle.modules.find((module) => module.path === bundle.mainModule);
  const lines = main ? new TextDecoder().decode(main.contents).split('\n') : [];
  // esbuild writes `// path` before each module's code; a frame belongs to the last one above its line.
  const starts: { line: number; name: string }[] = [];
  lines.forEach((text, line) => {
    const file = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|json))$/.exec(text)?.[1];
    if (file) starts.push({ line, name: packageOf(file) });
  });
  const moduleAt = (line: number) => {
    let low = 0;
    let high = starts.length - 1;
    let name = '(bundle runtime)';
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = starts[middle] as { line: number; name: string };
      if (start.line <= line) {
        name = start.name;
        low = middle + 1;
      } else high = middle - 1;
    }
    return name;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const isModuleTopLevel = (functionName: string) => /\.(?:[cm]?[jt]sx?|json)$/.test(functionName);

  const deltas = profile.timeDeltas ?? [];
  const interval = [...deltas].sort((a, b) => a - b)[deltas.length >> 1] ?? 0;
  const totals = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') return;
    let name = leaf.callFrame.url ? undefined : leaf.callFrame.functionName; // (program), (garbage collector)
    for (let at: number | undefined = id; name === undefined && at !== undefined; at = parents.get(at)) {
      const { callFrame } = byId.get(at) as CpuProfile['nodes'][number];
      if (!callFrame.url.endsWith(bundle.mainModule)) continue;
      if (callFrame.lineNumber < 0) name = '(main module top level)';
      else if (isModuleTopLevel(callFrame.functionName)) name = moduleAt(callFrame.lineNumber);
    }
    name ??= leaf.callFrame.url.startsWith('node') ? '(Node.js compatibility)' : '(other)';
    totals.set(name, (totals.get(name) ?? 0) + Math.min(deltas[index] ?? 0, 2 * interval) / 1000);
  });
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** `node_modules/@scope/name/…` → `@scope/name`; the project's own files stay whole. */
function packageOf(modulePath: string) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath);
  return match ? (match[1] as string) : modulePath.replace(/^(\.\.\/)+/, '').replace(/^.*?\/((?:worker|core)\/)/, '$1');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const runs = Number(process.env.STARTUP_RUNS ?? 3);
  const bundle = await buildWorkerBundle();
  const size = bundle.modules.reduce((sum, module) => sum + module.contents.byteLength, 0);
  console.log(`Bundle: ${(size / 1024 / 1024).toFixed(1)} MiB in ${bundle.modules.length} modules; best of ${runs} startups:`);
  const measure = await measureStartup(bundle, { runs });
  const ms = (value: number | undefined) => (value === undefined ? 'unknown' : `${value.toFixed(0)} ms`);
  console.log(
    `  startup CPU ${ms(measure.totalMs)}: loading (parse, compile) ${ms(measure.compileMs)}, global scope ${ms(measure.evaluationMs)}`,
  );
  console.log(`  the profile's active time (wrangler check startup's figure): ${ms(measure.profileActiveMs)}`);
  console.log(
    `  WebAssembly modules compiled at startup: ${measure.webAssembly.compile}, instantiated: ${measure.webAssembly.instantiate}`,
  );
  const outfile = process.env.STARTUP_PROFILE_OUTFILE ?? path.join(ROOT, 'dist', 'worker-startup.cpuprofile');
  writeFileSync(outfile, JSON.stringify(measure.profile));
  console.log(`  the best run's profile: ${outfile}`);

  // Module by module: the time of each top level, averaged over the runs, from a bundle that keeps them apart.
  const wrapped = await buildWorkerBundle({ moduleByModule: true });
  const sums = new Map<string, number>();
  for (let run = 0; run < runs; run++)
    for (const { name, ms } of attributeStartup((await profileStartup(wrapped)).profile, wrapped))
      sums.set(name, (sums.get(name) ?? 0) + ms / runs);
  console.log(`\nThe global scope's time by the module whose top level ran it (profile samples, mean of ${runs} runs):`);
  for (const [name, total] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.STARTUP_TOP ?? 25)))
    console.log(`${total.toFixed(1).padStart(8)} ms  ${name}`);
}
