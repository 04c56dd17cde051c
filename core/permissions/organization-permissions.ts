/**
 * Who may do what in an organization: the one permission table. Every organization route declares
 * one of these actions (`permit` in worker/platform/permit.ts, checked by the member guard); pure, so the web app reads the same
 * table to hide what a role cannot do.
 */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** The roles an admin may hand out, by invitation or role change; owner is never given. */
export const ASSIGNABLE_ROLES = ['admin', 'member', 'viewer'] as const satisfies readonly OrganizationRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const RANK: Record<OrganizationRole, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

/**
 * The lowest role allowed each action; every role above it is allowed too. Viewers read everything;
 * members work with documents, tags and tagging rules; admins run the organization (its name, its
 * members and invitations, its webhooks and intake emails, its export); the owner alone deletes it.
 */
export const MINIMUM_ROLE_BY_ACTION = {
  'organization:read': 'viewer',
  'organization:update': 'admin',
  'organization:delete': 'owner',
  'organization:billing': 'owner',
  // What the service's operators did to it (made it read-only, lifted it): not for API keys (absent below).
  'organization:operator-actions': 'owner',
  // Whether members need a second factor to enter: not for API keys (absent below).
  'organization:security': 'owner',
  // Every document with its metadata, as zips: not for API keys (absent below).
  'organization:export': 'admin',
  'members:read': 'viewer',
  'members:leave': 'viewer',
  'members:update': 'admin',
  'members:remove': 'admin',
  'invitations:read': 'admin',
  'invitations:create': 'admin',
  'invitations:update': 'admin',
  'webhooks:read': 'admin',
  'webhooks:create': 'admin',
  'webhooks:update': 'admin',
  'webhooks:delete': 'admin',
  'intake-emails:read': 'admin',
  'intake-emails:create': 'admin',
  'intake-emails:update': 'admin',
  'intake-emails:delete': 'admin',
  'documents:read': 'viewer',
  'documents:create': 'member',
  'documents:update': 'member',
  'documents:delete': 'member',
  // Removing one of a document's files for good (the trash keeps whole documents, not versions).
  'document-versions:delete': 'admin',
  // New documents made of pages of others: a split (its original may go to the trash: the service
  // checks documents:delete then), and a merge, whose merged documents go to the trash.
  'documents:split': 'member',
  'documents:merge': 'member',
  'tags:read': 'viewer',
  'tags:create': 'member',
  'tags:update': 'member',
  'tags:delete': 'member',
  'tagging-rules:read': 'viewer',
  'tagging-rules:create': 'member',
  'tagging-rules:update': 'member',
  'tagging-rules:delete': 'member',
  // Workflows act on every document of the organization: admins write them, everyone sees them and their
  // runs, members run them by hand on documents they may change and try a failed run again.
  'workflows:read': 'viewer',
  'workflows:create': 'admin',
  'workflows:update': 'admin',
  'workflows:delete': 'admin',
  'workflows:run': 'member',
  'notes:read': 'viewer',
  'notes:create': 'member',
  // Their own notes: the service also checks the author, and lets those who may moderate delete any.
  'notes:update': 'member',
  'notes:delete': 'member',
  // No route declares it: deleting someone else's note.
  'notes:moderate': 'admin',
  // Views are the organization's: every member opens them, admins arrange them.
  'views:read': 'viewer',
  'views:create': 'admin',
  'views:update': 'admin',
  'views:delete': 'admin',
  // Custom properties: admins define them, members set their values on documents.
  'properties:read': 'viewer',
  'properties:create': 'admin',
  'properties:update': 'admin',
  'properties:delete': 'admin',
  'property-values:update': 'member',
  // Importing another product's export (its upload, report, start and removal): it makes tags and
  // properties and brings documents, so owners and admins.
  'imports:read': 'admin',
  'imports:create': 'admin',
  // Public links to a document: members make and end their own; admins see and end every link.
  'share-links:read': 'member',
  'share-links:create': 'member',
  'share-links:delete': 'member',
  'share-links:moderate': 'admin',
  // Suggestions learned from the organization's labels: everyone sees a document's, members accept or dismiss them.
  'suggestions:read': 'viewer',
  'suggestions:review': 'member',
} as const satisfies Record<string, OrganizationRole>;

export type OrganizationAction = keyof typeof MINIMUM_ROLE_BY_ACTION;
export const ORGANIZATION_ACTIONS = Object.keys(MINIMUM_ROLE_BY_ACTION) as OrganizationAction[];

export function isActionAllowed(role: OrganizationRole, action: OrganizationAction): boolean {
  return RANK[role] >= RANK[MINIMUM_ROLE_BY_ACTION[action]];
}

/** Why a member may not be removed by this actor, or undefined when they may. */
export function memberRemovalRefusal(actor: OrganizationRole, target: OrganizationRole): 'insufficient_role' | 'owner_target' | undefined {
  if (!isActionAllowed(actor, 'members:remove')) return 'insufficient_role';
  if (target === 'owner') return 'owner_target';
  return undefined;
}

/** Why this actor may not give `role` to this target, or undefined when they may. */
export function roleChangeRefusal(
  actor: OrganizationRole,
  target: OrganizationRole,
  role: OrganizationRole,
): 'insufficient_role' | 'owner_target' | 'owner_role' | undefined {
  if (!isActionAllowed(actor, 'members:update')) return 'insufficient_role';
  if (target === 'owner') return 'owner_target';
  if (role === 'owner') return 'owner_role';
  return undefined;
}

/** What an API key may be given: the seed's eight, the tagging rules' four, reading or writing custom properties (definitions and values), sharing documents by link, and reading or writing workflows (running them included). */
export const API_KEY_PERMISSIONS = [
  'documents:create',
  'documents:read',
  'documents:update',
  'documents:delete',
  'tags:create',
  'tags:read',
  'tags:update',
  'tags:delete',
  'tagging-rules:create',
  'tagging-rules:read',
  'tagging-rules:update',
  'tagging-rules:delete',
  'properties:read',
  'properties:update',
  'documents:share',
  'workflows:read',
  'workflows:write',
] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/**
 * What an API key needs for each action, on top of its user's role: a permission, every one of a list,
 * or `null` when any key may (scripts start by finding their organizations). An action missing here
 * refuses keys: members, invitations and the organization's settings need a signed-in person.
 */
export const API_KEY_PERMISSION_BY_ACTION: Partial<Record<OrganizationAction, ApiKeyPermission | ApiKeyPermission[] | null>> = {
  'organization:read': null,
  ...Object.fromEntries(API_KEY_PERMISSIONS.map((permission) => [permission, permission])),
  // Notes go with their documents: read with documents:read, written with documents:update.
  'document-versions:delete': 'documents:delete',
  'documents:split': 'documents:create',
  'documents:merge': ['documents:create', 'documents:delete'],
  'notes:read': 'documents:read',
  'notes:create': 'documents:update',
  'notes:update': 'documents:update',
  'notes:delete': 'documents:update',
  'properties:create': 'properties:update',
  'properties:delete': 'properties:update',
  'property-values:update': 'properties:update',
  'share-links:read': 'documents:share',
  'share-links:create': 'documents:share',
  'share-links:delete': 'documents:share',
  'share-links:moderate': 'documents:share',
  'workflows:create': 'workflows:write',
  'workflows:update': 'workflows:write',
  'workflows:delete': 'workflows:write',
  'workflows:run': 'workflows:write',
  // Accepting writes a tag or a property's value: a key needs what those writes need.
  'suggestions:read': 'documents:read',
  'suggestions:review': ['documents:update', 'properties:update'],
  // An import writes what those write: a key that may import needs each.
  'imports:read': 'documents:read',
  'imports:create': ['documents:create', 'documents:update', 'tags:create', 'properties:update'],
};

export const isActionOpenToApiKeys = (action: OrganizationAction) => API_KEY_PERMISSION_BY_ACTION[action] !== undefined;

/** Why a key with these permissions may not do the action, or undefined when it may. */
export function apiKeyRefusal(
  permissions: readonly string[],
  action: OrganizationAction,
): { missing: ApiKeyPermission } | 'no_keys' | undefined {
  const needed = API_KEY_PERMISSION_BY_ACTION[action];
  if (needed === undefined) return 'no_keys';
  const missing = [needed ?? []].flat().find((permission) => !permissions.includes(permission));
  return missing ? { missing } : undefined;
}
