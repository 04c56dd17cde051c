import { z } from 'zod';
import { idPattern } from '../ids';
import { ORGANIZATION_ROLES } from '../permissions/organization-permissions';

export const memberIdParamSchema = z.object({ memberId: z.string().regex(idPattern('mem'), 'The member id is malformed') });

// Owner is a known role, refused by the rules with its own message rather than as a malformed body.
export const updateMemberRoleSchema = z.object({ role: z.enum(ORGANIZATION_ROLES, 'Role must be one of admin, member or viewer') });
