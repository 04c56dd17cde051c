import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import { documentIdParamSchema } from '../../../core/documents/documents.schemas';
import { attachTagSchema, documentTagParamSchema } from '../../../core/tags/tags.schemas';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { addTagToDocument, removeTagFromDocument } from './document-tags.service';

const documentParam = validate('param', documentIdParamSchema);

/** Mounted at /documents/:documentId/tags. */
export const documentTagsRoutes = new Hono<OrganizationEnv>()
  // Also in front of paths no route answers: a malformed document id is a 400 there too.
  .use(documentParam)
  .post('/', permit('documents:update'), documentParam, validate('json', attachTagSchema), async (c) => {
    const change = {
      organizationId: c.var.organizationId,
      documentId: c.req.valid('param').documentId,
      tagId: c.req.valid('json').tagId,
      userId: c.var.user.id,
    };
    await addTagToDocument(c.var.deps, change);
    return c.body(null, 204);
  })
  .delete('/:tagId', permit('documents:update'), validate('param', documentTagParamSchema), async (c) => {
    await removeTagFromDocument(c.var.deps, { organizationId: c.var.organizationId, ...c.req.valid('param'), userId: c.var.user.id });
    return c.body(null, 204);
  });
