import { z } from 'zod';
import { USER_NAME_MAX_LENGTH } from '../field-limits';

export const updateUserSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(USER_NAME_MAX_LENGTH, `Full name must be less than ${USER_NAME_MAX_LENGTH} characters`),
});
