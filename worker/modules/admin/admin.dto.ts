import { cursorOf, type KeysetCursor } from '../../../core/admin/admin.schemas';
import type { OrganizationRole } from '../../../core/permissions/organization-permissions';
import type { listAuditOfTarget, searchAuditLog } from './admin.repository';

/** A user as the console's list reads them (admin.service.ts), with how they sign in and where they are a member. */
export type ConsoleUserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  disabledAt: Date | null;
  disabledReason: string | null;
  /** better-auth's provider ids (credential: a password), and passkey. */
  signInMethods: string[];
  hasSecondFactor: boolean;
  organizations: { id: string; name: string; role: OrganizationRole }[];
  sessions: { id: string; createdAt: Date; expiresAt: Date; ipAddress: string | null; userAgent: string | null }[];
};

export type ConsoleOrganizationRow = {
  id: string;
  name: string;
  createdAt: Date;
  database: string;
  movingTo: string | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  stripeCustomerId: string | null;
  membersCount: number;
  documentsCount: number;
  documentsSize: number;
};

type AuditRow = Awaited<ReturnType<typeof searchAuditLog>>[number];
type OrganizationAuditRow = Awaited<ReturnType<typeof listAuditOfTarget>>[number];

/** The cursor of a list's next page, null on its last. */
export const nextCursorOf = (next: KeysetCursor | null) => (next ? cursorOf(next) : null);

export const toConsoleUserDto = ({ twoFactorEnabled: _twoFactorEnabled, disabledAt, disabledReason, ...user }: ConsoleUserRow) => ({
  ...user,
  disabled: disabledAt ? { since: disabledAt, reason: disabledReason ?? '' } : null,
});

export const toConsoleOrganizationDto = ({ suspendedAt, suspensionReason, stripeCustomerId, ...organization }: ConsoleOrganizationRow) => ({
  ...organization,
  // Plans are Stripe's (SUBSCRIPTIONS_IS_ENABLED): whether it ever opened the billing portal, and its customer there.
  stripeCustomerId,
  readOnly: suspendedAt ? { since: suspendedAt, reason: suspensionReason ?? '' } : null,
});

export const toAuditEntryDto = (row: AuditRow) => row;

export const toOrganizationOperatorActionDto = (row: OrganizationAuditRow) => row;

/** A database's backlog, counted in this order (admin-health.service.ts): documents, webhook deliveries, intake messages; each waiting, then failed. */
export type BacklogCounts = [number, number, number, number, number, number];

export const toDatabaseHealthDto = ({
  counts: [documentsWaiting, documentsFailed, deliveriesWaiting, deliveriesFailed, intakeWaiting, intakeBounced],
  ...database
}: {
  binding: string;
  sizeBytes: number;
  limitBytes: number;
  organizationsCount: number;
  counts: BacklogCounts;
}) => ({
  ...database,
  documents: { waiting: documentsWaiting, failed: documentsFailed },
  webhookDeliveries: { waiting: deliveriesWaiting, failed: deliveriesFailed },
  intakeMessages: { waiting: intakeWaiting, bounced: intakeBounced },
});
