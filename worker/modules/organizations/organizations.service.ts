import type { Dependencies, OrganizationDependencies } from '../../platform/dependencies';
import { organizationDependencies } from '../../dependencies';
import { databaseSize, deleteOrganizationRecords, forgetUser } from '../../platform/db/organization-records';
import { generateId } from '../../../core/ids';
import { enqueueTask } from '../../platform/queue';
import { deleteOrganizationFiles } from '../documents/documents.storage';
import { findOrganizationsOwnedOnlyBy } from '../members/members.repository';
import type { DocumentLanguage } from '../../../core/locales/document-languages';
import { misconfigured } from '../../../core/config/config.errors';
import { maxOrganizationCountReached } from '../../../core/organizations/organizations.errors';
import {
  deleteOrganizationRow,
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

/**
 * A deleted organization's files, then its records: in its own database when that is not `DB`,
 * where its row's deletion takes them along (ON DELETE CASCADE).
 */
export async function purgeOrganization(deps: Dependencies, { organizationId }: { organizationId: string }) {
  const { db, files, organizationDb } = await organizationDependencies(deps, organizationId, { fresh: true });
  await deleteOrganizationFiles(files, organizationId);
  if (organizationDb !== db) await deleteOrganizationRecords(organizationDb, organizationId);
  await deleteOrganizationRow(db, organizationId);
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
