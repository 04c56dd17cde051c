import { describe, expect, it } from 'vitest';
import {
  apiKeyRefusal,
  isActionAllowed,
  memberRemovalRefusal,
  ORGANIZATION_ACTIONS,
  roleChangeRefusal,
  type OrganizationAction,
} from './organization-permissions';

// Spelt out per role, so that a change of the table shows up here as a change of behaviour.
const ALLOWED: Record<string, OrganizationAction[]> = {
  viewer: [
    'organization:read',
    'members:read',
    'members:leave',
    'documents:read',
    'tags:read',
    'tagging-rules:read',
    'notes:read',
    'views:read',
    'properties:read',
    'workflows:read',
    'suggestions:read',
  ],
  member: [
    'organization:read',
    'members:read',
    'members:leave',
    'documents:read',
    'documents:create',
    'documents:update',
    'documents:delete',
    'tags:read',
    'tags:create',
    'tags:update',
    'tags:delete',
    'tagging-rules:read',
    'tagging-rules:create',
    'tagging-rules:update',
    'tagging-rules:delete',
    'notes:read',
    'notes:create',
    'notes:update',
    'notes:delete',
    'views:read',
    'properties:read',
    'property-values:update',
    'share-links:read',
    'share-links:create',
    'share-links:delete',
    'documents:split',
    'documents:merge',
    'workflows:read',
    'workflows:run',
    'suggestions:read',
    'suggestions:review',
  ],
};
ALLOWED.admin = [
  ...ALLOWED.member!,
  'organization:update',
  'members:update',
  'members:remove',
  'invitations:read',
  'invitations:create',
  'invitations:update',
  'webhooks:read',
  'webhooks:create',
  'webhooks:update',
  'webhooks:delete',
  'intake-emails:read',
  'intake-emails:create',
  'intake-emails:update',
  'intake-emails:delete',
  'organization:export',
  'notes:moderate',
  'views:create',
  'views:update',
  'views:delete',
  'properties:create',
  'properties:update',
  'properties:delete',
  'share-links:moderate',
  'document-versions:delete',
  'workflows:create',
  'workflows:update',
  'workflows:delete',
  'imports:read',
  'imports:create',
];
ALLOWED.owner = [...ALLOWED.admin, 'organization:delete', 'organization:billing', 'organization:security', 'organization:operator-actions'];

describe('isActionAllowed', () => {
  const cases = (['owner', 'admin', 'member', 'viewer'] as const).flatMap((role) =>
    ORGANIZATION_ACTIONS.map((action) => [role, action, ALLOWED[role]!.includes(action)] as const),
  );
  it.each(cases)('%s × %s → %s', (role, action, expected) => {
    expect(isActionAllowed(role, action)).toBe(expected);
  });
});

describe('memberRemovalRefusal', () => {
  it.each([
    ['owner', 'admin', undefined],
    ['owner', 'owner', 'owner_target'],
    ['admin', 'member', undefined],
    ['admin', 'admin', undefined],
    ['admin', 'owner', 'owner_target'],
    ['member', 'viewer', 'insufficient_role'],
    ['viewer', 'member', 'insufficient_role'],
  ] as const)('%s removing %s → %s', (actor, target, expected) => {
    expect(memberRemovalRefusal(actor, target)).toBe(expected);
  });
});

describe('roleChangeRefusal', () => {
  it.each([
    ['owner', 'member', 'admin', undefined],
    ['owner', 'admin', 'viewer', undefined],
    ['admin', 'member', 'viewer', undefined],
    ['admin', 'owner', 'member', 'owner_target'],
    ['owner', 'member', 'owner', 'owner_role'],
    ['member', 'viewer', 'member', 'insufficient_role'],
    ['viewer', 'member', 'admin', 'insufficient_role'],
  ] as const)('%s making a %s %s → %s', (actor, target, role, expected) => {
    expect(roleChangeRefusal(actor, target, role)).toBe(expected);
  });
});

describe('apiKeyRefusal', () => {
  it.each([
    [[], 'organization:read', undefined],
    [['documents:read'], 'documents:read', undefined],
    [['documents:read'], 'documents:create', { missing: 'documents:create' }],
    [['tags:read', 'tags:create'], 'tags:create', undefined],
    [['tagging-rules:update'], 'tagging-rules:update', undefined],
    [['documents:read'], 'tagging-rules:read', { missing: 'tagging-rules:read' }],
    [['documents:read'], 'imports:read', undefined],
    [['documents:create', 'documents:update', 'tags:create'], 'imports:create', { missing: 'properties:update' }],
    [['documents:create', 'documents:update', 'tags:create', 'properties:update'], 'imports:create', undefined],
    [['documents:read'], 'notes:read', undefined],
    [['documents:read'], 'notes:create', { missing: 'documents:update' }],
    [['documents:read', 'documents:update'], 'views:read', 'no_keys'],
    [['properties:read'], 'properties:read', undefined],
    [['properties:read'], 'property-values:update', { missing: 'properties:update' }],
    [['properties:update'], 'properties:delete', undefined],
    [['documents:read'], 'share-links:create', { missing: 'documents:share' }],
    [['documents:share'], 'share-links:moderate', undefined],
    [['documents:read', 'documents:create'], 'members:read', 'no_keys'],
    [['documents:read'], 'invitations:create', 'no_keys'],
    [['documents:delete'], 'organization:delete', 'no_keys'],
    [['documents:update'], 'organization:update', 'no_keys'],
    [['documents:create'], 'documents:split', undefined],
    [['documents:create'], 'documents:merge', { missing: 'documents:delete' }],
    [['documents:delete'], 'documents:merge', { missing: 'documents:create' }],
    [['documents:create', 'documents:delete'], 'documents:merge', undefined],
  ] as const)('%j doing %s → %j', (permissions, action, expected) => {
    expect(apiKeyRefusal(permissions, action)).toEqual(expected);
  });
});
