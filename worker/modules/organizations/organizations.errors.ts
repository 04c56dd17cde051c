import { forbidden } from '../../platform/errors';
import type { OrganizationRole } from './organizations.tables';

/** Missing, deleted or someone else's: the same answer, so nothing leaks. */
export const notInOrganization = () => forbidden('user.not_in_organization', 'You are not a member of this organization.');
export const insufficientRole = (minimum: OrganizationRole) => forbidden('organization.insufficient_role', `This action needs the ${minimum} role or higher.`);
export const maxOrganizationCountReached = () => forbidden('user.max_organization_count_reached', 'The maximum number of organizations is reached, contact support to create more.');
