import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validate } from '../../platform/validation';
import { permit } from '../../platform/permit';
import type { OrganizationEnv } from '../access/organization-member.middleware';
import { toIntakeEmailDto, toIntakeMessageDto } from './intake-emails.dto';
import { intakeEmailNotFound, intakeEmailsDisabled } from '../../../core/intake-emails/intake-emails.errors';
import {
  intakeEmailIdParamSchema,
  intakeMessagesPaginationSchema,
  updateIntakeEmailSchema,
} from '../../../core/intake-emails/intake-emails.schemas';
import {
  createIntakeEmail,
  editIntakeEmail,
  findIntakeEmail,
  listIntakeEmails,
  listIntakeMessages,
  removeIntakeEmail,
} from './intake-emails.service';

const intakeEmailParam = validate('param', intakeEmailIdParamSchema);

const refuseWhenDisabled = createMiddleware<OrganizationEnv>(async (c, next) => {
  if (!c.var.settings.INTAKE_EMAILS_IS_ENABLED) throw intakeEmailsDisabled();
  await next();
});

/** Mounted at /organizations/:organizationId/intake-emails: admins and owners. */
export const intakeEmailsRoutes = new Hono<OrganizationEnv>()
  .use(refuseWhenDisabled)
  .get('/', permit('intake-emails:read'), async (c) =>
    c.json({ intakeEmails: (await c.var.access.read(listIntakeEmails(c.var.db, c.var.organizationId), c.var.db)).map(toIntakeEmailDto) }),
  )
  .post('/', permit('intake-emails:create'), async (c) =>
    c.json({ intakeEmail: toIntakeEmailDto(await createIntakeEmail(c.var.deps, { organizationId: c.var.organizationId })) }, 201),
  )
  .put('/:intakeEmailId', permit('intake-emails:update'), intakeEmailParam, validate('json', updateIntakeEmailSchema), async (c) =>
    c.json({
      intakeEmail: toIntakeEmailDto(
        await editIntakeEmail(c.var.deps, {
          organizationId: c.var.organizationId,
          intakeEmailId: c.req.valid('param').intakeEmailId,
          changes: c.req.valid('json'),
        }),
      ),
    }),
  )
  .delete('/:intakeEmailId', permit('intake-emails:delete'), intakeEmailParam, async (c) => {
    await removeIntakeEmail(c.var.deps, { organizationId: c.var.organizationId, intakeEmailId: c.req.valid('param').intakeEmailId });
    return c.body(null, 204);
  })
  .get(
    '/:intakeEmailId/messages',
    permit('intake-emails:read'),
    intakeEmailParam,
    validate('query', intakeMessagesPaginationSchema),
    async (c) => {
      const { organizationId } = c.var;
      const { intakeEmailId } = c.req.valid('param');
      // The address is in DB, its log in the organization's database: both reads go out together.
      const [address, page] = await Promise.all([
        c.var.access.read(findIntakeEmail(c.var.db, organizationId, intakeEmailId), c.var.db),
        c.var.access.read(listIntakeMessages(c.var.deps.organizationDb, organizationId, intakeEmailId, c.req.valid('query'))),
      ]);
      if (!address) throw intakeEmailNotFound();
      return c.json({ messages: page.messages.map(toIntakeMessageDto), messagesCount: page.messagesCount });
    },
  );
