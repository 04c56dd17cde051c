import type { OrganizationDependencies } from '../../platform/dependencies';
import { enqueueTask } from '../../platform/queue';
import { generateId } from '../../../core/ids';
import type { ImportReport } from '../../../core/imports/imports.schemas';
import { insertJob, updateJob } from '../bulk-jobs/bulk-jobs.repository';
import { claimNextImport } from './imports.repository';
import { importFileKeys, readJson } from './import-files';

// An organization's imports run one at a time (two jobs would make the same tags and properties at once):
// a confirmed import waits in the queue, and the end of each starts the next, whoever is still watching.

/**
 * The organization's first queued import starts, unless one of its imports is importing: a job of the
 * jobs panel for the person who confirmed it (or its own job again, resumed), then its first message.
 */
export async function startNextImport(deps: OrganizationDependencies, organizationId: string) {
  const { organizationDb: db, files, queues } = deps;
  const newJobId = generateId('bulk');
  const claimed = await claimNextImport(db, organizationId, newJobId);
  if (!claimed) return undefined;
  if (claimed.jobId === newJobId) {
    // The report counts the documents coming: one read, not one per chunk.
    const report = await readJson<ImportReport>(files, importFileKeys(organizationId, claimed.id).report);
    await insertJob(db, {
      id: newJobId,
      organizationId,
      createdBy: claimed.confirmedBy,
      action: 'import',
      documentsCount: report?.documentsComing ?? 0,
    });
  } else if (claimed.jobId) {
    await updateJob(db, claimed.jobId, { status: 'running', error: null, finishedAt: null });
  }
  await enqueueTask(queues.documents, { type: 'imports.continue', organizationId, importId: claimed.id });
  return claimed;
}
