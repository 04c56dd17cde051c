/** The visitor's API keys: made and listed as the server's are, though no request ever presents one to the demo. */
import type { ApiClient } from '@/api/api-client';
import { generateId } from '../../../../core/ids';
import { createApiKeySchema } from '../../../../core/api-keys/api-keys.schemas';
import { apiKeyNotFound, apiKeyOrganizationNotMine } from '../../../../core/api-keys/api-keys.errors';
import { generateApiKeyToken, TOKEN_DISPLAY_LENGTH } from '../../../../core/api-keys/api-key-token';
import { newestFirst, withinQuota } from './demo-records';
import { answer, parse, type DemoClientContext } from './demo-client-context';

export function demoApiKeysApi({ database }: DemoClientContext): ApiClient['apiKeys'] {
  return {
    list: () => answer(async () => ({ apiKeys: (await database.getAll('apiKeys')).sort(newestFirst) })),
    create: (input) =>
      answer(async () => {
        const fields = parse(createApiKeySchema, input);
        const organizationIds = new Set((await database.getAll('organizations')).map((organization) => organization.id));
        if (!fields.organizationIds.every((organizationId) => organizationIds.has(organizationId))) throw apiKeyOrganizationNotMine();
        const token = generateApiKeyToken();
        const now = new Date();
        const apiKey = {
          id: generateId('ak'),
          ...fields,
          prefix: token.slice(0, TOKEN_DISPLAY_LENGTH),
          lastUsedAt: null,
          createdAt: now,
          updatedAt: now,
        };
        await withinQuota(() => database.put('apiKeys', apiKey));
        return { apiKey, token };
      }),
    delete: (apiKeyId) =>
      answer(async () => {
        if (!(await database.get('apiKeys', apiKeyId))) throw apiKeyNotFound();
        await database.delete('apiKeys', apiKeyId);
      }),
  };
}
