import { z } from 'zod';
import { idPattern } from '../ids';
import { documentIdParamSchema } from '../documents/documents.schemas';
import {
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_MAX_DAYS,
  SHARE_LINK_PASSWORD_MAX_LENGTH,
  SHARE_LINK_PASSWORD_MIN_LENGTH,
} from './share-link-limits';

export const createShareLinkSchema = z.object({
  password: z
    .string('The password must be text')
    .min(SHARE_LINK_PASSWORD_MIN_LENGTH, `The password must have at least ${SHARE_LINK_PASSWORD_MIN_LENGTH} characters`)
    .max(SHARE_LINK_PASSWORD_MAX_LENGTH, `The password must be at most ${SHARE_LINK_PASSWORD_MAX_LENGTH} characters`)
    .nullish()
    .transform((password) => password || null)
    .meta({ description: 'Asked before the document shows; stored hashed like account passwords.' }),
  expiresInDays: z
    .number('expiresInDays must be a number of days, or null for never')
    .int('expiresInDays must be a whole number of days')
    .min(1, 'A link lasts at least 1 day')
    .max(SHARE_LINK_MAX_DAYS, `A link lasts at most ${SHARE_LINK_MAX_DAYS} days, or never where the organization allows it`)
    .nullable()
    .default(SHARE_LINK_DEFAULT_DAYS)
    .meta({ description: 'Days until the link stops working (default 30); null: never, where the organization allows it.' }),
  allowDownload: z.boolean('allowDownload must be true or false').default(true),
});
export type CreateShareLinkInput = z.output<typeof createShareLinkSchema>;

const shareLinkIdParamSchema = z.object({ shareLinkId: z.string().regex(idPattern('shr'), 'The share link id is malformed') });
export const documentShareLinkParamSchema = documentIdParamSchema.extend(shareLinkIdParamSchema.shape);
export const unlockShareSchema = z.object({
  password: z.string('The password is required').min(1, 'The password is required').max(SHARE_LINK_PASSWORD_MAX_LENGTH),
});

const isoDate = z.iso.datetime();
export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;

/** A link as its organization sees it (worker/modules/share-links/share-links.dto.ts). */
const shareLinkSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  hasPassword: z.boolean(),
  allowDownload: z.boolean(),
  expiresAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
  status: z.enum(SHARE_LINK_STATUSES),
  viewsCount: z.number().int(),
  lastViewedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export const createdShareLinkAnswerSchema = z.object({
  shareLink: shareLinkSchema,
  url: z.string().meta({ description: 'The public page of the link. Shown once: only a hash of its token is kept.' }),
});
export const shareLinksAnswerSchema = z.object({ shareLinks: z.array(shareLinkSchema) });

/** What the public page is told: the document's name and file, nothing else of the organization. */
export const sharedDocumentSchema = z.object({
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  allowDownload: z.boolean(),
  expiresAt: isoDate.nullable(),
});
export const sharedDocumentAnswerSchema = z.object({ sharedDocument: sharedDocumentSchema });
