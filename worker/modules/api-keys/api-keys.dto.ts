import type { ApiKeyPermission } from '../../../core/permissions/organization-permissions';

type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  permissions: ApiKeyPermission[];
  organizationIds: string[];
  allOrganizations: boolean;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A key as its owner sees it: never the token or its hash. */
export const toApiKeyDto = (key: ApiKeyRow) => ({
  id: key.id,
  name: key.name,
  permissions: key.permissions,
  organizationIds: key.organizationIds,
  allOrganizations: key.allOrganizations,
  expiresAt: key.expiresAt,
  lastUsedAt: key.lastUsedAt,
  prefix: key.prefix,
  createdAt: key.createdAt,
  updatedAt: key.updatedAt,
});
