import type { z } from 'zod';
import type { Dependencies } from '../../platform/dependencies';
import { generateId } from '../../../core/ids';
import { runBatchedRead } from '../../platform/db/batched-read';
import { listOrganizationsOfUser } from '../organizations/organizations.service';
import { generateApiKeyToken, hashApiKeyToken, TOKEN_DISPLAY_LENGTH } from '../../../core/api-keys/api-key-token';
import { apiKeyNotFound, apiKeyOrganizationNotMine } from '../../../core/api-keys/api-keys.errors';
import { deleteApiKeyOf, insertApiKey } from './api-keys.repository';
import type { createApiKeySchema } from '../../../core/api-keys/api-keys.schemas';

export { listApiKeysOf } from './api-keys.repository';

/**
 * Creates a key and answers it with its token, the one time the token is known. No organization
 * and not "all" (what the original client sends) means all of the user's organizations.
 */
export async function createApiKey({ db }: Dependencies, { userId, ...input }: { userId: string } & z.output<typeof createApiKeySchema>) {
  const mine = new Set((await runBatchedRead(db, listOrganizationsOfUser(db, userId))).map(({ id }) => id));
  if (input.organizationIds.some((id) => !mine.has(id))) throw apiKeyOrganizationNotMine();
  const allOrganizations = input.allOrganizations || input.organizationIds.length === 0;
  const token = generateApiKeyToken();
  const apiKey = await insertApiKey(db, {
    id: generateId('ak'),
    userId,
    name: input.name,
    tokenHash: await hashApiKeyToken(token),
    prefix: token.slice(0, TOKEN_DISPLAY_LENGTH),
    permissions: input.permissions,
    organizationIds: allOrganizations ? [] : input.organizationIds,
    allOrganizations,
    expiresAt: input.expiresAt,
  });
  return { apiKey, token };
}

export async function deleteApiKey({ db }: Dependencies, { userId, apiKeyId }: { userId: string; apiKeyId: string }) {
  if (!(await deleteApiKeyOf(db, userId, apiKeyId))) throw apiKeyNotFound();
}
