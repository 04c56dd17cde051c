import { Hono } from 'hono';
import { answers, validate } from '../../platform/validation';
import {
  reorderSavedViewsSchema,
  savedViewAnswerSchema,
  savedViewIdParamSchema,
  savedViewInputSchema,
  savedViewsAnswerSchema,
} from '../../../core/saved-views/saved-views.schemas';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toSavedViewDto } from './saved-views.dto';
import { createSavedView, editSavedView, listSavedViews, removeSavedView, reorderSavedViews } from './saved-views.service';

/** Mounted at /views: shared with every member, managed by admins. */
export const savedViewsRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('views:read'), answers(savedViewsAnswerSchema), async (c) =>
    c.json({ views: (await c.var.access.read(listSavedViews(c.var.deps.organizationDb, c.var.organizationId))).map(toSavedViewDto) }),
  )
  .post('/', permit('views:create'), validate('json', savedViewInputSchema), answers(savedViewAnswerSchema), async (c) => {
    const view = await createSavedView(c.var.deps, {
      organizationId: c.var.organizationId,
      userId: c.var.user.id,
      input: c.req.valid('json'),
      limit: c.var.settings.SAVED_VIEWS_MAX_PER_ORGANIZATION,
    });
    return c.json({ view: toSavedViewDto(view) }, 201);
  })
  // Declared before /:viewId, which would take "order" for an id.
  .put('/order', permit('views:update'), validate('json', reorderSavedViewsSchema), async (c) => {
    await reorderSavedViews(c.var.deps, { organizationId: c.var.organizationId, viewIds: c.req.valid('json').viewIds });
    return c.body(null, 204);
  })
  .put(
    '/:viewId',
    permit('views:update'),
    validate('param', savedViewIdParamSchema),
    validate('json', savedViewInputSchema),
    answers(savedViewAnswerSchema),
    async (c) => {
      const view = await editSavedView(c.var.deps, {
        organizationId: c.var.organizationId,
        viewId: c.req.valid('param').viewId,
        input: c.req.valid('json'),
      });
      return c.json({ view: toSavedViewDto(view) });
    },
  )
  .delete('/:viewId', permit('views:delete'), validate('param', savedViewIdParamSchema), async (c) => {
    await removeSavedView(c.var.deps, { organizationId: c.var.organizationId, viewId: c.req.valid('param').viewId });
    return c.body(null, 204);
  });
