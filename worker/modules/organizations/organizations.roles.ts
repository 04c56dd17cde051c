import type { OrganizationRole } from './organizations.tables';

const RANK: Record<OrganizationRole, number> = { member: 0, admin: 1, owner: 2 };

/** True when `role` is `minimum` or above it (owner > admin > member). */
export function hasRoleAtLeast(role: OrganizationRole, minimum: OrganizationRole): boolean {
  return RANK[role] >= RANK[minimum];
}
