import { z } from 'zod';
import { idPattern } from '../ids';
import { ASSIGNABLE_ROLES } from '../permissions/organization-permissions';

export const inviteMemberSchema = z.object({
  email: z.email('Please enter a valid email address').trim().toLowerCase(),
  role: z.enum(ASSIGNABLE_ROLES, 'Role must be one of admin, member or viewer').default('member'),
});

export const invitationIdParamSchema = z.object({ invitationId: z.string().regex(idPattern('inv'), 'The invitation id is malformed') });
