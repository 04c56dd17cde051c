import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toOrganizationDto } from './organizations.dto';
import {
  organizationNameSchema,
  organizationSecuritySchema,
  updateOrganizationSchema,
} from '../../../core/organizations/organizations.schemas';
import { twoFactorSetupFirst } from '../../../core/organizations/organizations.errors';
import { defaultDocumentLanguages } from '../../../core/locales/document-languages';
import { combinedRead } from '../../platform/db/batched-read';
import { readLastOpenedOrganizationId, recordOrganizationOpened } from '../members/members.repository';
import { createOrganization, deleteOrganization, listOrganizationsOfUser, updateOrganization } from './organizations.service';

/** Mounted at /organizations/:organizationId, behind the membership check (worker/routes.ts). */
export const organizationRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('organization:read'), async (c) => {
    await c.var.access.verify();
    const { organization } = c.var.membership;
    // The app reads this as the organization opens; an API key opens nothing.
    if (!c.var.apiKey)
      c.executionCtx.waitUntil(
        recordOrganizationOpened(c.var.db, { organizationId: organization.id, userId: c.var.user.id, now: new Date() }),
      );
    return c.json({ organization: toOrganizationDto(organization) });
  })
  .put('/', permit('organization:update'), validate('json', updateOrganizationSchema), async (c) => {
    const { barcodes, ...changes } = c.req.valid('json');
    const organization = await updateOrganization(c.var.deps, {
      organizationId: c.var.membership.organization.id,
      ...changes,
      ...(barcodes ? { barcodeSettings: barcodes } : {}),
    });
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
  });

/** Mounted at /organizations: the caller's organizations, and a new one. */
export const organizationsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const [organizations, lastOpenedOrganizationId] = await c.var.access.read(
      combinedRead(listOrganizationsOfUser(c.var.db, c.var.sessionUserId), readLastOpenedOrganizationId(c.var.db, c.var.sessionUserId)),
    );
    // An API key lists only the organizations it reaches.
    const apiKey = c.var.apiKey;
    const reached =
      apiKey && !apiKey.allOrganizations ? organizations.filter(({ id }) => apiKey.organizationIds.includes(id)) : organizations;
    // Where a new device lands: the one its user last opened elsewhere, while it is still in the list.
    const lastOpened = reached.some(({ id }) => id === lastOpenedOrganizationId) ? lastOpenedOrganizationId : null;
    return c.json({ organizations: reached.map(toOrganizationDto), lastOpenedOrganizationId: lastOpened });
  })
  .post('/', validate('json', organizationNameSchema), async (c) => {
    const organization = await createOrganization(c.var.deps, {
      userId: c.var.user.id,
      name: c.req.valid('json').name,
      documentLanguages: defaultDocumentLanguages(c.req.header('accept-language')),
      maxOrganizationCount: c.var.settings.MAX_ORGANIZATION_COUNT_PER_USER,
    });
    return c.json({ organization: toOrganizationDto(organization) }, 201);
  });
