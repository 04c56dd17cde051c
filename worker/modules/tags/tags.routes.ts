import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import { documentIdParamSchema } from '../documents/documents.schemas';
import type { OrganizationEnv } from '../organizations/organizations.middleware';
import { deleteTag, listTagsWithCounts, type TagRow } from './tags.repository';
import { attachTagSchema, tagIdParamSchema, tagInputSchema } from './tags.schemas';
import { addTagToDocument, createTag, editTag, getTagOrThrow, removeTagFromDocument } from './tags.service';

const toTagDto = ({ id, organizationId, name, color, description, createdAt, updatedAt }: TagRow) => ({ id, organizationId, name, color, description, createdAt, updatedAt });

export const tagsRoutes = new Hono<OrganizationEnv>()
  .get('/', async (c) => c.json({ tags: await c.var.access.read(listTagsWithCounts(c.var.db, c.var.organizationId)) }))
  .post('/', validate('json', tagInputSchema), async (c) => c.json({ tag: toTagDto(await createTag(c.var.db, c.var.organizationId, c.req.valid('json'))) }, 201))
  .put('/:tagId', validate('param', tagIdParamSchema), validate('json', tagInputSchema), async (c) =>
    c.json({ tag: toTagDto(await editTag(c.var.db, c.var.organizationId, c.req.valid('param').tagId, c.req.valid('json'))) }),
  )
  .delete('/:tagId', validate('param', tagIdParamSchema), async (c) => {
    const { tagId } = c.req.valid('param');
    await getTagOrThrow(c.var.db, c.var.organizationId, tagId);
    // The links to documents and rules go with it (ON DELETE CASCADE).
    await deleteTag(c.var.db, c.var.organizationId, tagId);
    return c.body(null, 204);
  });

/** Mounted at /documents/:documentId/tags. */
export const documentTagsRoutes = new Hono<OrganizationEnv>()
  .use(validate('param', documentIdParamSchema))
  .post('/', validate('json', attachTagSchema), async (c) => {
    await addTagToDocument({ db: c.var.db, env: c.env }, { organizationId: c.var.organizationId, documentId: c.req.param('documentId')!, tagId: c.req.valid('json').tagId, userId: c.var.user.id });
    return c.body(null, 204);
  })
  .delete('/:tagId', validate('param', tagIdParamSchema), async (c) => {
    await removeTagFromDocument({ db: c.var.db, env: c.env }, { organizationId: c.var.organizationId, documentId: c.req.param('documentId')!, tagId: c.req.valid('param').tagId, userId: c.var.user.id });
    return c.body(null, 204);
  });
