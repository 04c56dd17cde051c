import { z } from 'zod';
import { idPattern } from '../ids';
import { API_KEY_PERMISSIONS } from '../permissions/organization-permissions';
import { API_KEY_NAME_MAX_LENGTH } from '../field-limits';

export const createApiKeySchema = z.object({
  name: z
    .string('Please enter a name for the API key')
    .trim()
    .min(1, 'Please enter a name for the API key')
    .max(API_KEY_NAME_MAX_LENGTH, `The name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`),
  permissions: z
    .array(
      z.enum(API_KEY_PERMISSIONS, `Permissions must be among: ${API_KEY_PERMISSIONS.join(', ')}`),
      'Please select at least one permission',
    )
    .min(1, 'Please select at least one permission')
    .transform((permissions) => [...new Set(permissions)]),
  organizationIds: z
    .array(z.string().regex(idPattern('org'), 'organizationIds must be organization ids'))
    .default([])
    .transform((ids) => [...new Set(ids)]),
  allOrganizations: z.boolean().default(false),
  expiresAt: z.coerce
    .date('expiresAt must be a date')
    .refine((date) => date.getTime() > Date.now(), 'The expiry date must be in the future')
    .nullish()
    .transform((date) => date ?? null),
});

export const apiKeyIdParamSchema = z.object({ apiKeyId: z.string().regex(idPattern('ak'), 'The API key id is malformed') });
