import { Hono, type Context } from 'hono';
import { answers, validate } from '../../platform/validation';
import {
  documentPropertyParamSchema,
  propertiesAnswerSchema,
  propertyAnswerSchema,
  propertyIdParamSchema,
  propertyInputSchema,
  propertyValueInputSchema,
} from '../../../core/properties/properties.schemas';
import { permit, type OrganizationEnv } from '../organizations/organizations.middleware';
import { toPropertyDto } from './properties.dto';
import { createProperty, editProperty, listProperties, removeProperty, setPropertyValue } from './properties.service';

const limitsOf = (c: Context<OrganizationEnv>) => ({
  maxProperties: c.var.settings.PROPERTIES_MAX_PER_ORGANIZATION,
  maxOptions: c.var.settings.PROPERTIES_MAX_OPTIONS,
  textMaxLength: c.var.settings.PROPERTIES_TEXT_MAX_LENGTH,
});

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

/** Mounted at /documents/:documentId/properties: a document's values. */
export const documentPropertiesRoutes = new Hono<OrganizationEnv>().put(
  '/:propertyId',
  permit('property-values:update'),
  validate('param', documentPropertyParamSchema),
  validate('json', propertyValueInputSchema),
  async (c) => {
    const { documentId, propertyId } = c.req.valid('param');
    const value = await setPropertyValue(c.var.deps, {
      organizationId: c.var.organizationId,
      documentId,
      propertyId,
      value: c.req.valid('json').value,
      textMaxLength: c.var.settings.PROPERTIES_TEXT_MAX_LENGTH,
    });
    return c.json({ propertyId, value });
  },
);
