import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toInvitationDto, toReceivedInvitationDto } from './invitations.dto';
import { invitationIdParamSchema, inviteMemberSchema } from '../../../core/invitations/invitations.schemas';
import {
  acceptInvitation,
  cancelInvitation,
  countMyPendingInvitations,
  inviteMember,
  listInvitationsOfOrganization,
  listMyInvitations,
  rejectInvitation,
  resendInvitation,
} from './invitations.service';

// The web app sends its interface language, so the email goes out in the inviter's language.
const inviterOf = <E extends AppEnv>(c: Context<E>) => ({
  id: c.var.user.id,
  name: c.var.user.name,
  acceptLanguage: c.req.header('accept-language'),
});

/** Mounted at /organizations/:organizationId/members/invitations. */
export const invitationsOfOrganizationRoutes = new Hono<OrganizationEnv>()
  .get('/', permit('invitations:read'), async (c) => {
    const rows = await c.var.access.read(listInvitationsOfOrganization(c.var.db, c.var.organizationId), c.var.db);
    return c.json({ invitations: rows.map((row) => toInvitationDto(row)) });
  })
  .post('/', permit('invitations:create'), validate('json', inviteMemberSchema), async (c) => {
    const invitation = await inviteMember(c.var.deps, {
      organization: c.var.membership.organization,
      inviter: inviterOf(c),
      baseUrl: c.var.baseUrl,
      ...c.req.valid('json'),
    });
    return c.json({ invitation: toInvitationDto(invitation) }, 201);
  });

const invitationParam = validate('param', invitationIdParamSchema);

/** Mounted at /api/invitations: the signed-in user's own invitations, and resend / cancel for admins. */
export const invitationsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    await c.var.access.verify();
    return c.json({ invitations: (await listMyInvitations(c.var.deps, { user: c.var.user })).map((row) => toReceivedInvitationDto(row)) });
  })
  .get('/count', async (c) => {
    await c.var.access.verify();
    return c.json({ pendingInvitationsCount: await countMyPendingInvitations(c.var.deps, { user: c.var.user }) });
  })
  .post('/:invitationId/accept', invitationParam, async (c) =>
    c.json({
      invitation: toInvitationDto(
        await acceptInvitation(c.var.deps, { invitationId: c.req.valid('param').invitationId, user: c.var.user }),
      ),
    }),
  )
  .post('/:invitationId/reject', invitationParam, async (c) =>
    c.json({
      invitation: toInvitationDto(
        await rejectInvitation(c.var.deps, { invitationId: c.req.valid('param').invitationId, user: c.var.user }),
      ),
    }),
  )
  .post('/:invitationId/resend', invitationParam, async (c) =>
    c.json({
      invitation: toInvitationDto(
        await resendInvitation(c.var.deps, {
          invitationId: c.req.valid('param').invitationId,
          inviter: inviterOf(c),
          baseUrl: c.var.baseUrl,
        }),
      ),
    }),
  )
  .post('/:invitationId/cancel', invitationParam, async (c) =>
    c.json({
      invitation: toInvitationDto(
        await cancelInvitation(c.var.deps, { invitationId: c.req.valid('param').invitationId, userId: c.var.user.id }),
      ),
    }),
  );
