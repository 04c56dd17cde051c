import type { Dependencies } from '../../platform/dependencies';
import { countSignedInSince, countSignUpsBetween } from '../users/users.repository';
import { countOrganizationsByDatabase } from '../organizations/organizations.repository';
import { sumStatistics } from '../documents/documents.repository';
import { saveDailyNumbers, selectDailyNumbers } from './admin.repository';

const DAY_MS = 24 * 3600 * 1000;
/** An account is active that signed in within this long. */
const ACTIVE_WITHIN_DAYS = 30;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const startOfDay = (at: Date) => new Date(`${dayOf(at)}T00:00:00.000Z`);

/**
 * The daily run's record of the service's figures, for the day that just ended (the run is at 03:00
 * UTC): its sign-ups, the accounts active within 30 days, and the live organizations, documents and
 * bytes over every database, read from indexes and counters rather than from every row.
 */
export async function recordDailyNumbers({ db, databases }: Dependencies, now: Date) {
  const dayEnd = startOfDay(now);
  const dayStart = new Date(dayEnd.getTime() - DAY_MS);
  const [[signUps], [active], organizationCounts] = await db.batch([
    countSignUpsBetween(db, dayStart, dayEnd),
    countSignedInSince(db, new Date(dayEnd.getTime() - ACTIVE_WITHIN_DAYS * DAY_MS)),
    countOrganizationsByDatabase(db),
  ]);
  const statistics = await Promise.all(databases.bindings.map((binding) => sumStatistics(databases.open(binding))));
  await saveDailyNumbers(db, {
    day: dayOf(dayStart),
    signUps: signUps?.count ?? 0,
    activeUsers: active?.count ?? 0,
    organizations: organizationCounts.reduce((total, { organizationsCount }) => total + organizationsCount, 0),
    documents: statistics.reduce((total, { documents }) => total + documents, 0),
    storageBytes: statistics.reduce((total, { storageBytes }) => total + storageBytes, 0),
    recordedAt: now,
  });
}

/** The recorded figures of the last `days` days, oldest first. */
export function listDailyNumbers({ db }: Dependencies, { days, now }: { days: number; now: Date }) {
  return selectDailyNumbers(db, dayOf(new Date(startOfDay(now).getTime() - days * DAY_MS)));
}
