import type { SHARE_LINK_STATUSES } from './share-links.schemas';

type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** Revoked first (it was ended on purpose), then expired; otherwise the link works. */
export function shareLinkStatus({ revokedAt, expiresAt }: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ShareLinkStatus {
  if (revokedAt) return 'revoked';
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
