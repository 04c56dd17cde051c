/**
 * Workflows benchmark: `npm run bench:workflows`.
 *
 * Starts its own local Worker (`wrangler dev` on 127.0.0.1:8795, state in .wrangler/bench-workflows,
 * wiped at each run, log level `info` so that the log has each queue batch with its duration), then:
 *   1. uploads BENCH_WORKFLOW_DOCUMENTS (20) text documents to an organization with no workflow and
 *      as many to one with 10 enabled `added` workflows (5 whose conditions match, 5 whose do not;
 *      each adds a tag and renames), one at a time and in turn, and times each from its upload until
 *      it is processed and its runs have succeeded: wall time, and the Worker's time (the upload's
 *      Server-Timing total plus the duration of every queue batch its processing and runs took);
 *   2. seeds BENCH_DOCUMENTS (100,000) documents into a second organization, each with a date
 *      property one of the next 365 days (so about 1/365 due today), and the schedule rows of a
 *      scheduled workflow on that date, straight into the local D1; times findDueSchedules'
 *      statement in SQLite (with its query plan), then the hourly cron end to end until every
 *      due run is in the log;
 *   3. runs a workflow that adds a tag by hand on 10,000 of those documents (one request), until all
 *      10,000 runs have succeeded: documents per second, beside `bench:bulk`'s tag action;
 *   4. saves the scheduled workflow again: its schedules are rewritten page by page through the
 *      queue, until every one of the 100,000 rows is written.
 * Prints figures and never fails on a missed target. Knobs: BENCH_PORT, BENCH_DOCUMENTS,
 * BENCH_WORKFLOW_DOCUMENTS. Progress is polled through the API and the server log; the D1 file is read
 * (node:sqlite) only with the server stopped, to check the runs and schedules are all there.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

type BenchLib = typeof import('./bench-lib');
const benchLibPath = './bench-lib.ts';
const { ApiClient, BenchWorker, ID_ALPHABET, ROOT, createUserAndOrganization, runBenchmark, seedDocuments, step, summarize, table } =
  (await import(benchLibPath)) as BenchLib;

const PORT = Number(process.env.BENCH_PORT ?? 8795);
const DOCUMENT_COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const UPLOADS_PER_ORGANIZATION = Number(process.env.BENCH_WORKFLOW_DOCUMENTS ?? 20);
const SELECTED_COUNT = Math.min(10_000, DOCUMENT_COUNT);
const WORKFLOW_COUNT = 10;
const MATCHING_WORKFLOW_COUNT = 5;
const TARGETS = { addedMs: 50, dueFindingMs: 1000 };
// A queue batch waits up to max_batch_timeout (1 s) for more messages and is logged once done: a log
// quiet for longer than that and a slow batch (a chain's message of several runs took 360 ms on this
// shared machine) holds no pending batch. It pads the CPU of both organizations' uploads alike.
const QUEUE_QUIET_MS = 2_500;
const TIMEOUT_MS = 60 * 60_000;

const worker = new BenchWorker(path.join(ROOT, '.wrangler', 'bench-workflows'), PORT, {
  // The suggestions' training that the workflows' tags ask for, once per organization a delay (.dev.vars: 5 s),
  // otherwise lands in a later upload's window, one of the organization without workflows when their runs
  // end sooner; it is the organization's, not a document's, and an hour puts it past the measurements.
  vars: { DEBUG_SERVER_TIMING: 'true', SUGGESTIONS_TRAINING_DELAY_SECONDS: '3600' },
  logLevel: 'info',
});
const api = new ApiClient(worker.baseUrl);
const organizationPath = (organizationId: string) => `/api/organizations/${organizationId}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// --- counting ---------------------------------------------------------------------------------------

/**
 * One count from the local D1 file, with the server stopped: read while workerd writes, the file made
 * its D1 calls fail (SQLITE_BUSY_RECOVERY) and the queue retry them. workerd may hold the file a moment
 * after wrangler has stopped, hence the retries.
 */
async function countRows(statement: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const database = new DatabaseSync(worker.databaseFile(), { readOnly: true });
      try {
        return (database.prepare(statement).get() as { count: number }).count;
      } finally {
        database.close();
      }
    } catch (error) {
      if (attempt === 20 || !String(error).includes('locked')) throw error;
      await sleep(500);
    }
  }
}

/** Polls `count` until it reaches `expected`; answers the ms from `startedAt` when it did. */
async function waitForCount(label: string, count: () => Promise<number>, expected: number, startedAt: number, intervalMs = 500) {
  let lastReported = 0;
  for (;;) {
    const current = await count();
    const elapsed = performance.now() - startedAt;
    if (current >= expected) return elapsed;
    if (elapsed > TIMEOUT_MS) throw new Error(`${label}: ${current} of ${expected} after ${seconds(elapsed)}`);
    if (elapsed - lastReported > 30_000) {
      step(`${label}: ${current.toLocaleString('en')} of ${expected.toLocaleString('en')} (${seconds(elapsed)})`);
      lastReported = elapsed;
    }
    await sleep(intervalMs);
  }
}

// --- the queue's batches, from the server log -----------------------------------------------------

type QueueWork = { batches: number; messages: number; ms: number; batchMs: number[] };

/** The queue batches logged after byte `offset` (miniflare: `QUEUE archive-documents 1/1 (42ms)`, in colours), summed. */
function queueWorkSince(offset: number): QueueWork {
  const logged = readFileSync(worker.serverLog).subarray(offset).toString('utf8');
  const work: QueueWork = { batches: 0, messages: 0, ms: 0, batchMs: [] };
  for (const [, total, ms] of logged.replace(/\u001b\[[0-9;]*m/g, '').matchAll(/QUEUE \S+ \d+\/(\d+) \((\d+)ms\)/g)) {
    work.batches++;
    work.messages += Number(total);
    work.ms += Number(ms);
    work.batchMs.push(Number(ms));
  }
  return work;
}

const logSize = () => statSync(worker.serverLog).size;

/**
 * Waits until the log has not grown for `quietMs` (no queue batch left pending or running; a chain of
 * messages logs one batch a hop, each after waiting up to 1 s); answers when it last grew.
 */
async function waitForQuietQueue(quietMs = QUEUE_QUIET_MS) {
  let size = logSize();
  let grewAt = performance.now();
  while (performance.now() - grewAt < quietMs) {
    await sleep(50);
    const now = logSize();
    if (now !== size) {
      size = now;
      grewAt = performance.now();
    }
  }
  return grewAt;
}

/** A workflow's succeeded runs, counted through the log's pages (GET /workflow-runs, newest first), up to `atMost`. */
async function countSucceededRuns(base: string, workflowId: string, atMost: number) {
  let count = 0;
  let before = '';
  while (count < atMost) {
    const { json } = await api.expectStatus(
      'GET',
      `${base}/workflow-runs?workflowId=${workflowId}&status=succeeded&pageSize=100${before}`,
      [200],
    );
    count += json.runs.length;
    if (json.runs.length < 100) break;
    before = `&before=${json.runs.at(-1).id}`;
  }
  return count;
}

// --- 1. ten workflows on a document's processing ----------------------------------------------------

type Processing = { wallMs: number; cpuMs: number; workerMs: number; uploadMs: number; queue: QueueWork };

async function createTag(organizationId: string, name: string): Promise<string> {
  const { json } = await api.expectStatus('POST', `${organizationPath(organizationId)}/tags`, [201], {
    json: { name, color: '#2563eb' },
  });
  return json.tag.id;
}

async function createWorkflow(organizationId: string, body: Record<string, unknown>): Promise<string> {
  const { json } = await api.expectStatus('POST', `${organizationPath(organizationId)}/workflows`, [201], { json: body });
  return json.workflow.id;
}

/** Ten `added` workflows, each adding its tag and renaming; the first five's conditions match the uploads' text. */
async function createAddedWorkflows(organizationId: string) {
  for (let index = 0; index < WORKFLOW_COUNT; index++) {
    const tagId = await createTag(organizationId, `Workflow ${index}`);
    const word = index < MATCHING_WORKFLOW_COUNT ? 'invoice' : `absent${index}`;
    await createWorkflow(organizationId, {
      name: `On arrival ${index}`,
      triggers: [{ type: 'added' }],
      conditions: { rules: [{ field: 'content', operator: 'contains', value: word }] },
      actions: [
        { type: 'add_tags', tagIds: [tagId] },
        { type: 'rename', template: `Invoice ${index} {{created:YYYY-MM-DD}} ({{originalName}})` },
      ],
    });
  }
}

/**
 * Uploads one text document and, without a request meanwhile (polling would spend the CPU being
 * measured), waits until the queue is idle again; then checks that it was processed and that
 * `expectedRuns` runs of it succeeded.
 */
async function processOne(organizationId: string, expectedRuns: number): Promise<Processing> {
  await waitForQuietQueue();
  const offset = logSize();
  const base = organizationPath(organizationId);
  const form = new FormData();
  const marker = randomBytes(6).toString('hex');
  form.append(
    'file',
    new File([`invoice ${marker}: total amount due 120.00 EUR by the end of the month`], `scan-${marker}.txt`, { type: 'text/plain' }),
  );
  const cpuBefore = worker.workerdCpuMs();
  const started = performance.now();
  const upload = await api.expectStatus('POST', `${base}/documents`, [201], { form });
  const lastLogged = await waitForQuietQueue();
  const cpuMs = worker.workerdCpuMs() - cpuBefore;
  const uploadMs = Number(/total;dur=([\d.]+)/.exec(upload.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  const documentId: string = upload.json.document.id;
  const { json } = await api.expectStatus('GET', `${base}/documents/${documentId}`, [200]);
  const runs = await api.expectStatus('GET', `${base}/workflow-runs?documentId=${documentId}&status=succeeded`, [200]);
  if (json.document.processingStatus !== 'processed' || runs.json.runs.length !== expectedRuns)
    throw new Error(`${documentId}: ${json.document.processingStatus}, ${runs.json.runs.length} of ${expectedRuns} runs succeeded`);
  const queue = queueWorkSince(offset);
  return { wallMs: lastLogged - started, cpuMs, workerMs: uploadMs + queue.ms, uploadMs, queue };
}

async function measureAddedWorkflows() {
  const without = (await api.expectStatus('POST', '/api/organizations', [201], { json: { name: 'No workflows' } })).json.organization.id;
  const withTen = (await api.expectStatus('POST', '/api/organizations', [201], { json: { name: 'Ten workflows' } })).json.organization.id;
  await createAddedWorkflows(withTen);
  // A warm-up of each, unmeasured: the first requests compile the code paths.
  await processOne(without, 0);
  await processOne(withTen, MATCHING_WORKFLOW_COUNT);
  const samples = { without: [] as Processing[], withTen: [] as Processing[] };
  // In turn, so that whatever else the machine does weighs on both alike.
  for (let index = 0; index < UPLOADS_PER_ORGANIZATION; index++) {
    samples.without.push(await processOne(without, 0));
    samples.withTen.push(await processOne(withTen, MATCHING_WORKFLOW_COUNT));
  }
  step(`processed ${UPLOADS_PER_ORGANIZATION} documents with no workflow and ${UPLOADS_PER_ORGANIZATION} with ten`);
  return samples;
}

// --- 2 to 4: 100,000 documents with a due date -------------------------------------------------

const documentId = () => `doc_${Array.from(randomBytes(24), (byte) => ID_ALPHABET[byte % 36]).join('')}`;

function* documentRows({ organizationId, userId }: { organizationId: string; userId: string }, ids: string[]) {
  const firstCreatedAt = Date.now() - DOCUMENT_COUNT * 60_000;
  for (let index = 0; index < DOCUMENT_COUNT; index++) {
    const id = documentId();
    ids.push(id);
    yield {
      id,
      organizationId,
      createdBy: userId,
      name: `contract-${String(index).padStart(6, '0')}.pdf`,
      originalSize: 50_000,
      sha256: randomBytes(32).toString('hex'),
      mimeType: 'application/pdf',
      content: `contract ${index} renewal`,
      createdAt: firstCreatedAt + index * 60_000,
    };
  }
}

type DatedOrganization = {
  organizationId: string;
  scheduledWorkflowId: string;
  scheduledWorkflow: Record<string, unknown>;
  selectedWorkflowId: string;
  selectedTagId: string;
  selectedIds: string[];
};

/**
 * A second organization with a date property, a scheduled workflow on it and a workflow run by hand,
 * made through the API; then, server stopped, its documents, their due dates (day `n % 365` from
 * today for the n-th) and the workflow's schedule rows, straight into the local D1.
 */
async function seedDatedOrganization(userId: string): Promise<DatedOrganization> {
  const organizationId = (await api.expectStatus('POST', '/api/organizations', [201], { json: { name: 'Due dates' } })).json.organization
    .id;
  const base = organizationPath(organizationId);
  const propertyId = (await api.expectStatus('POST', `${base}/properties`, [201], { json: { name: 'Renewal', type: 'date' } })).json
    .property.id;
  const scheduledWorkflow = {
    name: 'Renewal due',
    triggers: [{ type: 'scheduled', dateOf: { kind: 'property', propertyId }, offsetDays: 0 }],
    actions: [{ type: 'add_tags', tagIds: [await createTag(organizationId, 'Renewal due')] }],
  };
  const scheduledWorkflowId = await createWorkflow(organizationId, scheduledWorkflow);
  const selectedTagId = await createTag(organizationId, 'Selected');
  const selectedWorkflowId = await createWorkflow(organizationId, {
    name: 'Selected',
    triggers: [{ type: 'manual' }],
    actions: [{ type: 'add_tags', tagIds: [selectedTagId] }],
  });
  await worker.stop();

  const ids: string[] = [];
  const seedStarted = Date.now();
  await seedDocuments(worker, documentRows({ organizationId, userId }, ids), { rowsPerInsert: 100, rowsPerFile: 25_000 }, (seeded) =>
    step(`seeded ${seeded.toLocaleString('en')} documents (${seconds(Date.now() - seedStarted)})`),
  );
  const dates = path.join(worker.benchDir, 'due-dates.sql');
  writeFileSync(
    dates,
    [
      `INSERT INTO document_property_values (document_id, property_id, organization_id, value, value_text, value_number)
         SELECT id, '${propertyId}', organization_id, json_quote(day), day, NULL FROM (
           SELECT id, organization_id, date('now', '+' || ((row_number() OVER (ORDER BY created_at) - 1) % 365) || ' days') AS day
           FROM documents WHERE organization_id = '${organizationId}');`,
      `INSERT INTO workflow_schedules (workflow_id, trigger_index, document_id, organization_id, due_on)
         SELECT '${scheduledWorkflowId}', 0, document_id, organization_id, value_text FROM document_property_values
         WHERE property_id = '${propertyId}';`,
    ].join('\n'),
  );
  await worker.executeSqlFile(dates);
  step(`seeded their due dates and schedules (${seconds(Date.now() - seedStarted)})`);
  return {
    organizationId,
    scheduledWorkflowId,
    scheduledWorkflow,
    selectedWorkflowId,
    selectedTagId,
    selectedIds: ids.slice(0, SELECTED_COUNT),
  };
}

// DUE_PAGE_SIZE of workflow-schedules.service.ts (the Worker's modules do not load in Node).
const DUE_PAGE_ROWS = 20;

/** findDueSchedules' statement (workflows.repository.ts) as drizzle writes it, for `today`. */
const dueStatement = (today: string) =>
  `SELECT "workflow_id", "trigger_index", "document_id", "organization_id", "due_on" FROM "workflow_schedules" WHERE "workflow_schedules"."due_on" <= '${today}' ORDER BY "workflow_schedules"."due_on" ASC LIMIT ${DUE_PAGE_ROWS}`;

const DUE_STATEMENT_RUNS = 20;

/** The statement's plan and its SQLite time as D1 reports it, DUE_STATEMENT_RUNS times (server stopped). */
async function timeDueStatement(today: string) {
  const file = path.join(worker.benchDir, 'due-statement.sql');
  writeFileSync(
    file,
    [`EXPLAIN QUERY PLAN ${dueStatement(today)};`, ...Array.from({ length: DUE_STATEMENT_RUNS }, () => `${dueStatement(today)};`)].join(
      '\n',
    ),
  );
  const output = await worker.executeSqlFile(file, 'DB', { json: true });
  const [plan, ...runs] = JSON.parse(output.slice(output.indexOf('['))) as {
    results: Record<string, unknown>[];
    meta: { duration: number };
  }[];
  return {
    plan: plan!.results.map((row) => String(row.detail)).join('; '),
    rows: runs[0]!.results.length,
    sqlite: summarize(runs.map(({ meta }) => meta.duration)),
  };
}

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  await worker.reset();
  await worker.applyMigrations();
  await worker.start();
  const { userId } = await createUserAndOrganization(api, { emailPrefix: 'bench-workflows', organizationName: 'Workflows benchmark' });

  step(`1. ten workflows on a document's processing: ${UPLOADS_PER_ORGANIZATION} uploads each, one at a time`);
  const processing = await measureAddedWorkflows();

  step(`2. the hourly run over ${DOCUMENT_COUNT.toLocaleString('en')} documents with a due date`);
  const dated = await seedDatedOrganization(userId);
  const today = new Date().toISOString().slice(0, 10);
  const due = await timeDueStatement(today);
  const dueCount = await countRows(`SELECT count(*) AS count FROM workflow_schedules WHERE due_on <= '${today}'`);
  await worker.start();
  const base = organizationPath(dated.organizationId);
  const dueRuns = (atMost: number) => () => countSucceededRuns(base, dated.scheduledWorkflowId, atMost);
  const cronOffset = logSize();
  const cronStarted = performance.now();
  await worker.runScheduled('0 * * * *');
  const cronHandlerMs = performance.now() - cronStarted;
  const firstDueRunMs = await waitForCount('due runs', dueRuns(1), 1, cronStarted, 50);
  const allDueRunsMs = await waitForCount('due runs', dueRuns(dueCount), dueCount, cronStarted, 250);
  step(`the cron's ${dueCount} due runs in ${seconds(allDueRunsMs)}`);
  await waitForQuietQueue();
  // The cron's first message is alone in the queue: its batch is the first logged.
  const cronQueue = queueWorkSince(cronOffset);

  step(`3. a workflow run by hand on ${SELECTED_COUNT.toLocaleString('en')} documents`);
  const selectedStarted = performance.now();
  const ran = await api.expectStatus('POST', `${base}/workflows/${dated.selectedWorkflowId}/run`, [202], {
    json: { documentIds: dated.selectedIds },
  });
  const selectedRequestMs = performance.now() - selectedStarted;
  // The run adds its tag, then records its success: the tag's count first, then the queue gone quiet.
  const taggedCount = async () =>
    (await api.expectStatus('GET', `${base}/documents?tags=${dated.selectedTagId}&pageSize=1`, [200])).json.documentsCount as number;
  await waitForCount('documents tagged by hand', taggedCount, ran.json.queuedCount, selectedStarted);
  const selectedMs = (await waitForQuietQueue()) - selectedStarted;
  step(`${SELECTED_COUNT.toLocaleString('en')} runs by hand in ${seconds(selectedMs)}`);

  step(`4. the scheduled workflow saved again: its ${DOCUMENT_COUNT.toLocaleString('en')} schedules rewritten through the queue`);
  const schedulingOffset = logSize();
  const savedStarted = performance.now();
  await api.expectStatus('PUT', `${base}/workflows/${dated.scheduledWorkflowId}`, [200], { json: dated.scheduledWorkflow });
  // One message after another, each logged after a wait of up to 1 s: 3 s without one is the end.
  const schedulingMs = (await waitForQuietQueue(3_000)) - savedStarted;
  const schedulingQueue = queueWorkSince(schedulingOffset);
  await worker.stop();
  const succeededBy = (workflowId: string) =>
    countRows(`SELECT count(*) AS count FROM workflow_runs WHERE workflow_id = '${workflowId}' AND status = 'succeeded'`);
  const checks = {
    selectedRuns: await succeededBy(dated.selectedWorkflowId),
    schedules: await countRows(`SELECT count(*) AS count FROM workflow_schedules WHERE workflow_id = '${dated.scheduledWorkflowId}'`),
  };
  if (checks.selectedRuns !== SELECTED_COUNT || checks.schedules !== DOCUMENT_COUNT)
    throw new Error(
      `Only ${checks.selectedRuns} of ${SELECTED_COUNT} runs by hand succeeded, and ${checks.schedules} of ${DOCUMENT_COUNT} schedules were written`,
    );

  const rows = (kind: 'wallMs' | 'workerMs' | 'cpuMs') => {
    const without = summarize(processing.without.map((sample) => sample[kind]));
    const withTen = summarize(processing.withTen.map((sample) => sample[kind]));
    return { without, withTen, added: { p50: withTen.p50 - without.p50, p95: withTen.p95 - without.p95 } };
  };
  const figures = [
    ['workerd CPU', rows('cpuMs'), true],
    ['Worker wall time', rows('workerMs'), true],
    ['upload → queue idle', rows('wallMs'), false],
  ] as const;
  const meanOf = (samples: Processing[], pick: (sample: Processing) => number) =>
    samples.reduce((sum, sample) => sum + pick(sample), 0) / samples.length;
  const verdict = (ms: number, target: number) => `<= ${target} ms: ${ms <= target ? 'ok' : 'MISSED'}`;
  const bulkPace = /tagging 10,000 documents took ([\d.]+) s/.exec(readFileSync(path.join(ROOT, 'README.md'), 'utf8'))?.[1];
  const selectedPace = SELECTED_COUNT / (selectedMs / 1000);

  console.log(`
Workflows benchmark, local wrangler dev
(${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}, load average ${loadAtStart.toFixed(2)} at start and ${os.loadavg()[0]!.toFixed(2)} at end)

1. Ten workflows on a document's processing: ${UPLOADS_PER_ORGANIZATION} text documents uploaded one at a time to an organization
   with no workflow and as many to one with ${WORKFLOW_COUNT} enabled 'added' workflows (${MATCHING_WORKFLOW_COUNT} whose condition matches,
   ${WORKFLOW_COUNT - MATCHING_WORKFLOW_COUNT} whose does not; each adds a tag and renames), in turn, no request meanwhile.
   workerd CPU: the CPU time of the server's workerd processes from the upload until the queue is idle
   again (/proc, 10 ms ticks), the local D1's SQLite included (in production D1 runs elsewhere).
   Worker wall time: the upload's Server-Timing total plus the duration of each queue batch (miniflare's
   QUEUE lines), D1's round trips included. Upload → queue idle: until the last batch was logged; each
   queue hop waits up to max_batch_timeout (1 s) for its batch to fill.

${table(
  ['per document (ms)', 'no workflow p50', 'p95', '10 workflows p50', 'p95', 'added p50', 'added p95', 'target'],
  figures.map(([label, { without, withTen, added }, hasTarget]) => [
    label,
    without.p50.toFixed(1),
    without.p95.toFixed(1),
    withTen.p50.toFixed(1),
    withTen.p95.toFixed(1),
    added.p50.toFixed(1),
    added.p95.toFixed(1),
    hasTarget ? verdict(added.p50, TARGETS.addedMs) : '',
  ]),
)}
   Means: upload ${meanOf(processing.without, (sample) => sample.uploadMs).toFixed(1)} / ${meanOf(processing.withTen, (sample) => sample.uploadMs).toFixed(1)} ms, queue batches ${meanOf(processing.without, (sample) => sample.queue.batches).toFixed(1)} / ${meanOf(processing.withTen, (sample) => sample.queue.batches).toFixed(1)}, messages ${meanOf(processing.without, (sample) => sample.queue.messages).toFixed(1)} / ${meanOf(processing.withTen, (sample) => sample.queue.messages).toFixed(1)}, queue time ${meanOf(processing.without, (sample) => sample.queue.ms).toFixed(1)} / ${meanOf(processing.withTen, (sample) => sample.queue.ms).toFixed(1)} ms (no workflow / ten).

2. The hourly run over ${DOCUMENT_COUNT.toLocaleString('en')} documents with a due date (${dueCount.toLocaleString('en')} due today; the rest over the next year):

${table(
  ['step', 'ms', 'target'],
  [
    [
      `findDueSchedules' statement in SQLite, p50 of ${DUE_STATEMENT_RUNS} (p95 ${due.sqlite.p95})`,
      due.sqlite.p50.toFixed(1),
      verdict(due.sqlite.p50, TARGETS.dueFindingMs),
    ],
    ['the cron handler (sends one workflows.due message per database)', cronHandlerMs.toFixed(0), ''],
    [
      `its message in the consumer: ${DUE_PAGE_ROWS} due found, each moved, their runs sent`,
      String(cronQueue.batchMs[0] ?? Number.NaN),
      verdict(cronQueue.batchMs[0] ?? Number.NaN, TARGETS.dueFindingMs),
    ],
    ['cron → the first due run succeeded', firstDueRunMs.toFixed(0), ''],
    [`cron → all ${dueCount.toLocaleString('en')} due runs succeeded`, allDueRunsMs.toFixed(0), ''],
  ],
)}
   Query plan: ${due.plan} (${due.rows} rows a page). The cron's work, due pages and runs: ${cronQueue.batches} queue batches of
   ${cronQueue.messages} messages, ${cronQueue.ms} ms inside the consumer; from the cron to a run, two queue hops, each waiting up to 1 s for its batch.

3. A workflow adding a tag, run by hand on ${SELECTED_COUNT.toLocaleString('en')} selected documents (one request, ${selectedRequestMs.toFixed(0)} ms):
   every run succeeded after ${seconds(selectedMs)}: ${selectedPace.toFixed(0)} documents/s${
     bulkPace
       ? `; bench:bulk's tag action, from the README: 10,000 in ${bulkPace} s, ${(10_000 / Number(bulkPace)).toFixed(0)} documents/s (${(selectedPace / (10_000 / Number(bulkPace))).toFixed(2)}×)`
       : ''
   }.

4. The scheduled workflow saved again over ${DOCUMENT_COUNT.toLocaleString('en')} documents: every schedule row written after ${seconds(schedulingMs)}
   (${schedulingQueue.batches.toLocaleString('en')} queue batches of ${schedulingQueue.messages.toLocaleString('en')} messages, ${seconds(schedulingQueue.ms)} inside the consumer; the rest the waits between them).

Polled through the API (the runs' log, the documents with the tag), the end of the scheduling pass by the log,
then, server stopped, the runs and schedules counted in the D1 file: all there. Server log: ${path.relative(ROOT, worker.serverLog)}`);
}

await runBenchmark(worker, main);
