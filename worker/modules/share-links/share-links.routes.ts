import { Hono } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { answers, validate } from '../../platform/validation';
import { isHttps } from '../../platform/http-request';
import type { AppEnv } from '../../platform/context';
import { documentIdParamSchema } from '../../../core/documents/documents.schemas';
import { documentNotFound } from '../../../core/documents/documents.errors';
import {
  createdShareLinkAnswerSchema,
  createShareLinkSchema,
  documentShareLinkParamSchema,
  sharedDocumentAnswerSchema,
  shareLinksAnswerSchema,
  unlockShareSchema,
} from '../../../core/share-links/share-links.schemas';
import { sharePasswordRequired, shareLinkUnavailable } from '../../../core/share-links/share-links.errors';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { clientIdOf } from '../auth/auth.throttle';
import { storedFileResponse, inlineContentType } from '../documents/documents.file-response';
import { toShareLinkDto } from './share-links.dto';
import {
  checkSharePassword,
  countShareView,
  createShareLink,
  endShareLink,
  listDocumentShareLinks,
  listOrganizationShareLinks,
  openSharedDocument,
  sharePagePath,
  withCreatorNames,
  type SharedDocument,
} from './share-links.service';
import type { Context } from 'hono';

/** Mounted at /documents/:documentId/share-links. */
export const documentShareLinksRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('share-links:read'), validate('param', documentIdParamSchema), answers(shareLinksAnswerSchema), async (c) => {
    const links = await c.var.access.read(
      listDocumentShareLinks(c.var.deps.organizationDb, c.var.organizationId, c.req.valid('param').documentId),
    );
    if (!links) throw documentNotFound();
    return c.json({ shareLinks: (await withCreatorNames(c.var.deps, links)).map((link) => toShareLinkDto(link)) });
  })
  .post(
    '/',
    permit('share-links:create'),
    validate('param', documentIdParamSchema),
    validate('json', createShareLinkSchema),
    answers(createdShareLinkAnswerSchema),
    async (c) => {
      const { shareLink, url } = await createShareLink(c.var.deps, {
        organizationId: c.var.organizationId,
        documentId: c.req.valid('param').documentId,
        userId: c.var.user.id,
        input: c.req.valid('json'),
        allowsPermanentLinks: c.var.membership.organization.allowPermanentShareLinks,
        baseUrl: c.var.baseUrl,
      });
      return c.json({ shareLink: toShareLinkDto(shareLink), url }, 201);
    },
  )
  .delete('/:shareLinkId', permit('share-links:delete'), validate('param', documentShareLinkParamSchema), async (c) => {
    await endShareLink(c.var.deps, {
      organizationId: c.var.organizationId,
      shareLinkId: c.req.valid('param').shareLinkId,
      userId: c.var.user.id,
      role: c.var.membership.member.role,
    });
    return c.body(null, 204);
  });

/** Mounted at /share-links: every link of the organization, for its admins. */
export const organizationShareLinksRoutes = new Hono<OrganizationEnv>().get(
  '/',
  permit('share-links:moderate'),
  answers(shareLinksAnswerSchema),
  async (c) => {
    const links = await c.var.access.read(listOrganizationShareLinks(c.var.deps.organizationDb, c.var.organizationId));
    return c.json({ shareLinks: (await withCreatorNames(c.var.deps, links)).map((link) => toShareLinkDto(link)) });
  },
);

const ACCESS_COOKIE = 'share_access';
const ACCESS_HOURS = 12;

/** The public answers: never indexed, never a Referer to where a link leads. */
const PUBLIC_HEADERS = { 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'private, no-store' };

/** A password-protected link opens for a browser that gave its password (a signed cookie for this link's path only). */
async function requireAccess(c: Context<AppEnv>, shared: SharedDocument) {
  if (!shared.link.passwordHash) return;
  const granted = await getSignedCookie(c, c.var.settings.AUTH_SECRET!, ACCESS_COOKIE);
  if (granted !== shared.link.id) throw sharePasswordRequired();
}

/** Mounted at /api/share: the public side of a link, no account needed. */
export const publicShareRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PUBLIC_HEADERS)) c.header(name, value);
  })
  .get('/:token', answers(sharedDocumentAnswerSchema), async (c) => {
    const shared = await openSharedDocument(c.var.deps, { token: c.req.param('token') });
    await requireAccess(c, shared);
    await countShareView({ shared });
    const { document, link } = shared;
    return c.json({
      sharedDocument: {
        name: document.name,
        mimeType: document.mimeType,
        size: document.size,
        allowDownload: link.allowDownload,
        expiresAt: link.expiresAt,
      },
    });
  })
  .post('/:token/unlock', validate('json', unlockShareSchema), async (c) => {
    const token = c.req.param('token');
    const shared = await openSharedDocument(c.var.deps, { token });
    await checkSharePassword(c.var.deps, {
      shared,
      password: c.req.valid('json').password,
      clientId: clientIdOf(c.req.header('cf-connecting-ip')),
    });
    await setSignedCookie(c, ACCESS_COOKIE, shared.link.id, c.var.settings.AUTH_SECRET!, {
      path: `/api${sharePagePath(token)}`,
      httpOnly: true,
      secure: isHttps(c.req.url),
      sameSite: 'Strict',
      maxAge: ACCESS_HOURS * 3600,
    });
    return c.body(null, 204);
  })
  // The original, as the detail page serves it: inline for the allow-listed types, sandboxed otherwise;
  // a view-only link serves no attachment.
  .get('/:token/file', async (c) => {
    const shared = await openSharedDocument(c.var.deps, { token: c.req.param('token') });
    await requireAccess(c, shared);
    const { document, link } = shared;
    const download = c.req.query('download') === 'true';
    if (!link.allowDownload && (download || inlineContentType(document.mimeType) === undefined)) throw shareLinkUnavailable(404);
    const object = await c.var.deps.files.get(document.storageKey);
    if (!object) throw shareLinkUnavailable(410);
    return storedFileResponse(object, { mimeType: document.mimeType, fileName: document.name, download });
  });
