import type { OrganizationDependencies } from '../../platform/dependencies';
import type { ImportReport } from '../../../core/imports/imports.schemas';
import type { ImportProblem } from '../../../core/imports/paperless/paperless-plan';
import { addJobProgress, finishJob } from '../bulk-jobs/bulk-jobs.repository';
import { queueThumbnails } from '../documents/document-pages.service';
import { importProgressUpdate, moveImport, pauseQueuedImports, type ImportRow } from './imports.repository';
import { importFileKeys, putJson, readJson } from './import-files';
import { startNextImport } from './import-queue';

// What every import's job shares, whatever the source: its progress, the problems it meets, its end.

/** Where the job stands, what it added, and the jobs panel's counts; the problems it met join the report. */
export async function saveProgress(
  deps: OrganizationDependencies,
  row: ImportRow,
  {
    nextChunk,
    nextIndex,
    done,
    imported,
    problems,
  }: { nextChunk: number; nextIndex: number; done: number; imported: number; problems: ImportProblem[] },
) {
  const { organizationDb: db } = deps;
  await db.batch([importProgressUpdate(db, row.id, { nextChunk, nextIndex, imported, skipped: done - imported })]);
  if (row.jobId) await addJobProgress(db, row.jobId, { processed: done, changed: imported });
  if (problems.length > 0) await addReportProblems(deps, row, problems);
}

async function addReportProblems({ files }: OrganizationDependencies, row: ImportRow, problems: ImportProblem[]) {
  const key = importFileKeys(row.organizationId, row.id).report;
  const report = await readJson<ImportReport>(files, key);
  if (!report) return;
  // The preparation's problems come again with each message: each is said once.
  const said = new Set(report.problems.map((problem) => JSON.stringify(problem)));
  report.problems.push(...problems.filter((problem) => !said.has(JSON.stringify(problem)) && said.add(JSON.stringify(problem))));
  report.problemsCount = report.problems.length;
  await putJson(files, key, report);
}

/** The job's end, done or failed; then the organization's next queued import starts, or, after a failure, those queued pause. */
export async function endImport(
  deps: OrganizationDependencies,
  row: ImportRow,
  { status, error, problems }: { status: 'done' | 'failed'; error: string | null; problems: ImportProblem[] },
) {
  const { organizationDb: db } = deps;
  if (problems.length > 0) await addReportProblems(deps, row, problems);
  const moved = await moveImport(db, row.id, 'importing', { status, error });
  // Paused once: a message delivered again must not pause imports confirmed since.
  if (moved && status === 'failed')
    await pauseQueuedImports(db, row.organizationId, `${row.fileName}, imported before it, failed: ${error}`);
  // Before this job ends, so that the jobs panel, which asks again only while a job runs, always sees the next one;
  // but it ends even when that start fails: the retry, finding the import ended, starts the next
  // (continueImport) and leaves this job alone, which would show as running for ever.
  try {
    await startNextImport(deps, row.organizationId);
  } finally {
    if (row.jobId) await finishJob(db, row.jobId, { status, error });
  }
}

type Written = Parameters<typeof queueThumbnails>[1][number];

/**
 * The thumbnails of the documents a message writes, asked for together (a batch of queue messages, not
 * one a document) before its progress is saved, and before a failure is thrown: what it wrote stays,
 * and a retry or a resumed job skips the documents recorded, so each is asked for once.
 */
export function thumbnailsAsker(deps: OrganizationDependencies) {
  const written: Written[] = [];
  const ask = () => queueThumbnails(deps, written.splice(0));
  return {
    ask,
    /** A document's import: its row kept when it came. */
    async of<Outcome extends { document?: Written }>(importing: Promise<Outcome>) {
      try {
        const outcome = await importing;
        if (outcome.document) written.push(outcome.document);
        return outcome;
      } catch (error) {
        await ask();
        throw error;
      }
    },
  };
}
