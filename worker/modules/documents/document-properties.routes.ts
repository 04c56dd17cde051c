import { Hono } from 'hono';
import { validate } from '../../platform/validation';
import { documentPropertyParamSchema, propertyValueInputSchema } from '../../../core/properties/properties.schemas';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { setPropertyValue } from './document-properties.service';

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
      userId: c.var.user.id,
      documentId,
      propertyId,
      value: c.req.valid('json').value,
      textMaxLength: c.var.settings.PROPERTIES_TEXT_MAX_LENGTH,
    });
    return c.json({ propertyId, value });
  },
);
