import type { OrganizationRole } from '@/api/types';

const RANK: Record<OrganizationRole, number> = { member: 0, admin: 1, owner: 2 };

/** True when `role` is `minimum` or above it (owner > admin > member). */
export function hasRoleAtLeast(role: OrganizationRole | undefined, minimum: OrganizationRole): boolean {
  return role !== undefined && RANK[role] >= RANK[minimum];
}
