const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec: a deleted document expires at deletedAt plus the retention days. */
export function getExpirationDate({ deletedAt, retentionDays }: { deletedAt: Date; retentionDays: number }): Date {
  return new Date(deletedAt.getTime() + retentionDays * DAY_MS);
}

/**
 * Whole days left before a deleted document is removed for good, counted against now and rounded
 * up (12 hours left is 1 day), never below 0.
 */
export function getRemainingRetentionDays({
  deletedAt,
  retentionDays,
  now = new Date(),
}: {
  deletedAt: Date;
  retentionDays: number;
  now?: Date;
}): number {
  const remainingMs = getExpirationDate({ deletedAt, retentionDays }).getTime() - now.getTime();
  return Math.max(0, Math.ceil(remainingMs / DAY_MS));
}
