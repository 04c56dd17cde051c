import { z } from 'zod';

export const USER_NAME_MAX_LENGTH = 50;

export const updateUserSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(USER_NAME_MAX_LENGTH, `Full name must be less than ${USER_NAME_MAX_LENGTH} characters`),
});
