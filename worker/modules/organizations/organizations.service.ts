import type { Dependencies, OrganizationDependencies } from '../../platform/dependencies';
import { databaseDependencies } from '../../dependencies';
import { databaseSize, deleteRecordsPage, forgetUser, ORGANIZATION_TABLES } from '../../platform/db/organization-records';
import { generateId } from '../../../core/ids';
import { enqueueTask, STATEMENTS_PER_TASK } from '../../platform/queue';
import { deleteOrganizationFiles } from '../../platform/organization-files';
import { findOrganizationsOwnedOnlyBy } from '../members/members.repository';
import type { DocumentLanguage } from '../../../core/locales/document-languages';
import { misconfigured } from '../../../core/config/config.errors';
import { maxOrganizationCountReached } from '../../../core/organizations/organizations.errors';
import {
  deleteOrganizationRow,
  findOrganizationPlacement,
  findOrganizationsDeletedBefore,
  insertOrganizationWithOwner,
  recordDatabaseSize,
  markOrganizationDeleted,
  updateOrganizationSettings,
  type OrganizationSettingsChanges,
} from './organizations.repository';

/** Sent by the route with the session check, in one D1 batch (see access-check.ts). */
export { findStripeCustomerId, listOrganizationsOfUser, setStripeCustomerIdIfUnset } from './organizations.repository';

export async function createOrganization(
  { db, databases, settings }: Dependencies,
  {
    userId,
    name,
    documentLanguages,
    maxOrganizationCount,
  }: { userId: string; name: string; documentLanguages: DocumentLanguage[]; maxOrganizationCount: number },
) {
  const openDatabases = settings.ORGANIZATION_DATABASES;
  // Checked here rather than at start: a Worker missing the binding still serves the organizations elsewhere.
  const unbound = openDatabases.find((binding) => !databases.bindings.includes(binding));
  if (unbound) throw misconfigured(`ORGANIZATION_DATABASES names ${unbound}, which the Worker has no D1 binding for (wrangler.toml)`);
  const organization = await insertOrganizationWithOwner(
    db,
    { id: generateId('org'), name, documentLanguages },
    { memberId: generateId('mem'), userId },
    { maxOrganizationCount, openDatabases },
  );
  if (!organization) throw maxOrganizationCountReached();
  return organization;
}

export async function updateOrganization(
  { db }: Dependencies,
  { organizationId, ...changes }: { organizationId: string } & OrganizationSettingsChanges,
) {
  return updateOrganizationSettings(db, organizationId, changes);
}

/** Members lose access at once; files and rows are purged by the task queue. */
export async function deleteOrganization(
  { db, queues }: Dependencies,
  { organizationId, now = new Date() }: { organizationId: string; now?: Date },
) {
  await markOrganizationDeleted(db, organizationId, now);
  await enqueueTask(queues.documents, { type: 'organization.purge', organizationId });
}

/** Before an account is deleted: the organizations it alone owns go too, as if it deleted them. */
export async function deleteOrganizationsOwnedOnlyBy(deps: Dependencies, userId: string) {
  for (const { id } of await findOrganizationsOwnedOnlyBy(deps.db, userId)) await deleteOrganization(deps, { organizationId: id });
}

/**
 * A deleted user's id leaves every organization database (any organization they ever acted in may
 * live in any), as `DB`'s foreign keys clear it there.
 */
export async function forgetUserInOrganizationDatabases({ databases }: Dependencies, userId: string) {
  await Promise.all(databases.bindings.filter((binding) => binding !== 'DB').map((binding) => forgetUser(databases.open(binding), userId)));
}

// Pages of files (1,000 each, two R2 calls a page) one purge message deletes: twenty R2 calls, far
// from an invocation's subrequests even for a whole batch of purge messages.
const PURGE_FILE_PAGES_PER_MESSAGE = 10;

/**
 * A deleted organization goes page by page through the task queue, as a move goes a page at a time:
 * each message deletes up to PURGE_FILE_PAGES_PER_MESSAGE pages of its files, then, once they are
 * gone, pages of its records (at most 500 rows a statement, see deleteRecordsPage) in its database,
 * `DB` included, as long as the next page fits in the message's share of D1's statements
 * (STATEMENTS_PER_TASK), and sends the next message while anything is left. The last one deletes the
 * organization's row, and with it what `DB` keeps of it (ON DELETE CASCADE: its invitations, intake
 * addresses, share-link directory). Not a statement for all: an organization of 100,000 documents
 * has millions of rows, more than one statement or one invocation may delete.
 */
export async function purgeOrganization(deps: Dependencies, { organizationId }: { organizationId: string }) {
  const { db, files, queues } = deps;
  const placement = await findOrganizationPlacement(db, organizationId);
  // Purged already (a message delivered twice, or the daily re-enqueue), or not deleted: nothing to do.
  if (!placement?.deletedAt) return;
  const next = () => enqueueTask(queues.documents, { type: 'organization.purge', organizationId });
  if (await deleteOrganizationFiles(files, organizationId, { maxPages: PURGE_FILE_PAGES_PER_MESSAGE })) return next();
  const { organizationDb } = databaseDependencies(deps, placement.database);
  // The placement's read so far; a page runs while its worst case and the row's deletion still fit.
  let statements = 1;
  for (let fromTable = 0; statements + (ORGANIZATION_TABLES.length - fromTable) + 1 <= STATEMENTS_PER_TASK; ) {
    const page = await deleteRecordsPage(organizationDb, organizationId, { fromTable });
    statements += page.statements;
    if (page.deleted === 0) return deleteOrganizationRow(db, organizationId);
    fromTable = page.tableIndex;
  }
  return next();
}

/** Daily: a database's size, which places the next organizations (in the open one with the fewest bytes). */
export async function measureDatabase({ db, organizationDb, organizationDatabase }: OrganizationDependencies, { now }: { now: Date }) {
  await recordDatabaseSize(db, organizationDatabase, await databaseSize(organizationDb), now);
}

const STALE_PURGE_AFTER_MS = 60 * 60 * 1000;
const STALE_PURGE_BATCH = 100;

/** Re-enqueues purges that did not finish (for example after landing in the dead-letter queue). */
export async function requeueStalePurges({ db, queues }: Dependencies, { now = new Date() }: { now?: Date } = {}) {
  const stale = await findOrganizationsDeletedBefore(db, new Date(now.getTime() - STALE_PURGE_AFTER_MS), STALE_PURGE_BATCH);
  for (const { id } of stale) await enqueueTask(queues.documents, { type: 'organization.purge', organizationId: id });
  return stale.length;
}
