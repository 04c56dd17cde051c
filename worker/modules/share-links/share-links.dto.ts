import { shareLinkStatus } from '../../../core/share-links/share-link-status';
import type { ShareLinkListed } from './share-links.repository';

export const toShareLinkDto = (link: ShareLinkListed, now = new Date()) => ({
  id: link.id,
  documentId: link.documentId,
  documentName: link.documentName,
  // No name: the account was deleted.
  createdBy: link.createdById && link.createdByName !== null ? { id: link.createdById, name: link.createdByName } : null,
  hasPassword: link.hasPassword,
  allowDownload: link.allowDownload,
  expiresAt: link.expiresAt,
  revokedAt: link.revokedAt,
  status: shareLinkStatus(link, now),
  viewsCount: link.viewsCount,
  lastViewedAt: link.lastViewedAt,
  createdAt: link.createdAt,
});
