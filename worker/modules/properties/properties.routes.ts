import { Hono, type Context } from 'hono';
import { answers, validate } from '../../platform/validation';
import {
  propertiesAnswerSchema,
  propertyAnswerSchema,
  propertyIdParamSchema,
  propertyInputSchema,
} from '../../../core/properties/properties.schemas';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toPropertyDto } from './properties.dto';
import { createProperty, editProperty, listProperties, propertyLimitsOf, removeProperty } from './properties.service';

const limitsOf = (c: Context<OrganizationEnv>) => propertyLimitsOf(c.var.settings);

/** Mounted at /properties: the organization's custom properties, defined by admins. */
export const propertiesRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('properties:read'), answers(propertiesAnswerSchema), async (c) =>
    c.json({ properties: (await c.var.access.read(listProperties(c.var.deps.organizationDb, c.var.organizationId))).map(toPropertyDto) }),
  )
  .post('/', permit('properties:create'), validate('json', propertyInputSchema), answers(propertyAnswerSchema), async (c) => {
    const property = await createProperty(c.var.deps, {
      organizationId: c.var.organizationId,
      input: c.req.valid('json'),
      limits: limitsOf(c),
    });
    return c.json({ property: toPropertyDto(property) }, 201);
  })
  .put(
    '/:propertyId',
    permit('properties:update'),
    validate('param', propertyIdParamSchema),
    validate('json', propertyInputSchema),
    answers(propertyAnswerSchema),
    async (c) => {
      const property = await editProperty(c.var.deps, {
        organizationId: c.var.organizationId,
        propertyId: c.req.valid('param').propertyId,
        input: c.req.valid('json'),
        limits: limitsOf(c),
      });
      return c.json({ property: toPropertyDto(property) });
    },
  )
  .delete('/:propertyId', permit('properties:delete'), validate('param', propertyIdParamSchema), async (c) => {
    await removeProperty(c.var.deps, { organizationId: c.var.organizationId, propertyId: c.req.valid('param').propertyId });
    return c.body(null, 204);
  });
