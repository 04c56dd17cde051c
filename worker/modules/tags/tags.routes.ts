import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import { documentIdParamSchema } from '../../../core/documents/documents.schemas';
import { permit, type OrganizationEnv } from '../organizations/organizations.middleware';
import { toTagDto } from './tags.dto';
import { attachTagSchema, documentTagParamSchema, tagIdParamSchema, tagInputSchema } from '../../../core/tags/tags.schemas';
import { addTagToDocument, createTag, editTag, removeTag, removeTagFromDocument, listTagsWithCounts } from './tags.service';

export const tagsRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('tags:read'), async (c) =>
    c.json({ tags: await c.var.access.read(listTagsWithCounts(c.var.deps.organizationDb, c.var.organizationId)) }),
  )
  .post('/', permit('tags:create'), validate('json', tagInputSchema), async (c) =>
    c.json({ tag: toTagDto(await createTag(c.var.deps, { organizationId: c.var.organizationId, input: c.req.valid('json') })) }, 201),
  )
  .put('/:tagId', permit('tags:update'), validate('param', tagIdParamSchema), validate('json', tagInputSchema), async (c) =>
    c.json({
      tag: toTagDto(
        await editTag(c.var.deps, { organizationId: c.var.organizationId, tagId: c.req.valid('param').tagId, input: c.req.valid('json') }),
      ),
    }),
  )
  .delete('/:tagId', permit('tags:delete'), validate('param', tagIdParamSchema), async (c) => {
    await removeTag(c.var.deps, { organizationId: c.var.organizationId, tagId: c.req.valid('param').tagId });
    return c.body(null, 204);
  });

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
