import { documentShareLinksRoutes, organizationShareLinksRoutes } from '../share-links/share-links.routes';
import { notesRoutes } from '../notes/notes.routes';
import { savedViewsRoutes } from '../saved-views/saved-views.routes';
import { documentPropertiesRoutes, propertiesRoutes } from '../properties/properties.routes';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { requireUser, requireUserOrApiKey } from '../auth/auth.middleware';
import { documentsRoutes } from '../documents/documents.routes';
import { membersRoutes } from '../members/members.routes';
import { documentTagsRoutes, tagsRoutes } from '../tags/tags.routes';
import { taggingRulesRoutes } from '../tagging-rules/tagging-rules.routes';
import { intakeEmailsRoutes } from '../intake-emails/intake-emails.routes';
import { subscriptionsRoutes } from '../subscriptions/subscriptions.routes';
import { exportsRoutes } from '../documents/bulk/bulk-actions.routes';
import { webhooksRoutes } from '../webhooks/webhooks.routes';
import { permit, requireOrganizationMember, type OrganizationEnv } from './organizations.middleware';
import { toOrganizationDto } from './organizations.dto';
import {
  organizationNameSchema,
  organizationSecuritySchema,
  updateOrganizationSchema,
} from '../../../core/organizations/organizations.schemas';
import { twoFactorSetupFirst } from '../../../core/organizations/organizations.errors';
import { defaultDocumentLanguages } from '../../../core/locales/document-languages';
import { createOrganization, deleteOrganization, listOrganizationsOfUser, updateOrganization } from './organizations.service';

/** Routes of one organization; every later module mounts here too. */
const organizationRoutes = new Hono<OrganizationEnv>()
  .use(requireOrganizationMember)
  .get('/', permit('organization:read'), async (c) => {
    await c.var.access.verify();
    return c.json({ organization: toOrganizationDto(c.var.membership.organization) });
  })
  .put('/', permit('organization:update'), validate('json', updateOrganizationSchema), async (c) => {
    const organization = await updateOrganization(c.var.deps, { organizationId: c.var.membership.organization.id, ...c.req.valid('json') });
    return c.json({ organization: toOrganizationDto(organization) });
  })
  .put('/security', permit('organization:security'), validate('json', organizationSecuritySchema), async (c) => {
    const { requireTwoFactor } = c.req.valid('json');
    if (requireTwoFactor && !c.var.user.hasSecondFactor) throw twoFactorSetupFirst();
    const organization = await updateOrganization(c.var.deps, { organizationId: c.var.membership.organization.id, requireTwoFactor });
    return c.json({ organization: toOrganizationDto(organization) });
  })
  .delete('/', permit('organization:delete'), async (c) => {
    await deleteOrganization(c.var.deps, { organizationId: c.var.membership.organization.id });
    return c.body(null, 204);
  })
  .route('/members', membersRoutes)
  .route('/documents/:documentId/tags', documentTagsRoutes)
  .route('/documents/:documentId/notes', notesRoutes)
  .route('/documents/:documentId/properties', documentPropertiesRoutes)
  .route('/documents/:documentId/share-links', documentShareLinksRoutes)
  .route('/documents', documentsRoutes)
  .route('/tags', tagsRoutes)
  .route('/tagging-rules', taggingRulesRoutes)
  .route('/webhooks', webhooksRoutes)
  .route('/intake-emails', intakeEmailsRoutes)
  .route('/exports', exportsRoutes)
  .route('/views', savedViewsRoutes)
  .route('/properties', propertiesRoutes)
  .route('/share-links', organizationShareLinksRoutes)
  .route('/', subscriptionsRoutes);

export const organizationsRoutes = new Hono<AppEnv>()
  .get('/', requireUserOrApiKey, async (c) => {
    const organizations = await c.var.access.read(listOrganizationsOfUser(c.var.db, c.var.sessionUserId));
    // An API key lists only the organizations it reaches.
    const apiKey = c.var.apiKey;
    const reached =
      apiKey && !apiKey.allOrganizations ? organizations.filter(({ id }) => apiKey.organizationIds.includes(id)) : organizations;
    return c.json({ organizations: reached.map(toOrganizationDto) });
  })
  .post('/', requireUser, validate('json', organizationNameSchema), async (c) => {
    const organization = await createOrganization(c.var.deps, {
      userId: c.var.user.id,
      name: c.req.valid('json').name,
      documentLanguages: defaultDocumentLanguages(c.req.header('accept-language')),
      maxOrganizationCount: c.var.settings.MAX_ORGANIZATION_COUNT_PER_USER,
    });
    return c.json({ organization: toOrganizationDto(organization) }, 201);
  })
  .route('/:organizationId', organizationRoutes);
