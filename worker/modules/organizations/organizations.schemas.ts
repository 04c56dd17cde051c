import { z } from 'zod';
import { idPattern } from '../../platform/ids';

export const ORGANIZATION_NAME_LENGTH = { min: 3, max: 50 } as const;

export const organizationIdParamSchema = z.object({
  organizationId: z.string().regex(idPattern('org'), 'The organization id is malformed'),
});

export const organizationNameSchema = z.object({
  name: z
    .string('Organization name is required')
    .trim()
    .min(ORGANIZATION_NAME_LENGTH.min, `Organization name must be at least ${ORGANIZATION_NAME_LENGTH.min} characters`)
    .max(ORGANIZATION_NAME_LENGTH.max, `Organization name must be at most ${ORGANIZATION_NAME_LENGTH.max} characters`),
});
