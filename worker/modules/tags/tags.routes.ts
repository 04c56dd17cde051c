import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toTagDto } from './tags.dto';
import { tagIdParamSchema, tagInputSchema } from '../../../core/tags/tags.schemas';
import { createTag, editTag, removeTag, listTagsWithCounts } from './tags.service';

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
