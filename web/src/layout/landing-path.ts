/**
 * Where `/` sends a signed-in user: the organization this browser last opened, else the one the server
 * says they last opened (on another device), else their only one, else the list when there are
 * several, else the invitations waiting for them, else the first-organization page. A remembered
 * organization counts only while it is still in the list.
 */
export function landingPathOf({
  organizationIds,
  storedId,
  lastOpenedId,
  pendingInvitationsCount,
}: {
  organizationIds: readonly string[];
  storedId: string | undefined;
  lastOpenedId: string | null | undefined;
  pendingInvitationsCount: number;
}): string {
  const landing =
    [storedId, lastOpenedId].find((id) => id && organizationIds.includes(id)) ??
    (organizationIds.length === 1 ? organizationIds[0] : undefined);
  if (landing) return `/organizations/${landing}`;
  if (organizationIds.length > 0) return '/organizations';
  return pendingInvitationsCount > 0 ? '/invitations' : '/organizations/first';
}
