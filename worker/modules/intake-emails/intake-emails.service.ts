import type { z } from 'zod';
import type { Dependencies, OrganizationDependencies } from '../../platform/dependencies';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { generateId, randomString } from '../../../core/ids';
import { intakeEmailLimitReached, intakeEmailNotFound } from '../../../core/intake-emails/intake-emails.errors';
import { deleteIntakeEmail, deleteIntakeMessagesOf, insertIntakeEmailWithinLimit, updateIntakeEmail } from './intake-emails.repository';
import type { updateIntakeEmailSchema } from '../../../core/intake-emails/intake-emails.schemas';

export { findIntakeEmail, listIntakeEmails, listIntakeMessages } from './intake-emails.repository';

const ADDRESS_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ADDRESS_LENGTH = 16;
const LOCAL_DOMAIN = 'intake.localhost';

/** A new, enabled address at the configured domain: it accepts mail once senders are allowed. */
export async function createIntakeEmail({ db, settings }: Dependencies, { organizationId }: { organizationId: string }) {
  const row = () => ({
    id: generateId('ie'),
    organizationId,
    emailAddress: `${randomString(ADDRESS_ALPHABET, ADDRESS_LENGTH)}@${settings.INTAKE_EMAILS_DOMAIN ?? LOCAL_DOMAIN}`,
    isEnabled: true,
    allowedOrigins: [],
  });
  let created;
  try {
    created = await insertIntakeEmailWithinLimit(db, row(), settings.INTAKE_EMAILS_MAX_PER_ORGANIZATION);
  } catch (error) {
    // 36^16 addresses: a collision is all but impossible, and one more draw settles it.
    if (!isUniqueViolation(error)) throw error;
    created = await insertIntakeEmailWithinLimit(db, row(), settings.INTAKE_EMAILS_MAX_PER_ORGANIZATION);
  }
  if (!created) throw intakeEmailLimitReached();
  return created;
}

export async function editIntakeEmail(
  { db }: Dependencies,
  {
    organizationId,
    intakeEmailId,
    changes,
  }: { organizationId: string; intakeEmailId: string; changes: z.output<typeof updateIntakeEmailSchema> },
) {
  const updated = await updateIntakeEmail(db, organizationId, intakeEmailId, changes);
  if (!updated) throw intakeEmailNotFound();
  return updated;
}

/** The address first: mail to it is refused from then on, and its log goes after. */
export async function removeIntakeEmail(
  { db, organizationDb }: OrganizationDependencies,
  { organizationId, intakeEmailId }: { organizationId: string; intakeEmailId: string },
) {
  if (!(await deleteIntakeEmail(db, organizationId, intakeEmailId))) throw intakeEmailNotFound();
  await deleteIntakeMessagesOf(organizationDb, organizationId, intakeEmailId);
}
