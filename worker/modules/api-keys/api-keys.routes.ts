import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import { validate } from '../../platform/validation';
import { toApiKeyDto } from './api-keys.dto';
import { apiKeyIdParamSchema, createApiKeySchema } from '../../../core/api-keys/api-keys.schemas';
import { createApiKey, deleteApiKey, listApiKeysOf } from './api-keys.service';

/** Mounted at /api/api-keys: a signed-in session manages its own keys; a key cannot. */
export const apiKeysRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ apiKeys: (await c.var.access.read(listApiKeysOf(c.var.db, c.var.sessionUserId))).map(toApiKeyDto) }))
  .post('/', validate('json', createApiKeySchema), async (c) => {
    const { apiKey, token } = await createApiKey(c.var.deps, { userId: c.var.user.id, ...c.req.valid('json') });
    return c.json({ apiKey: toApiKeyDto(apiKey), token }, 201);
  })
  .delete('/:apiKeyId', validate('param', apiKeyIdParamSchema), async (c) => {
    await deleteApiKey(c.var.deps, { userId: c.var.user.id, apiKeyId: c.req.valid('param').apiKeyId });
    return c.body(null, 204);
  });
