import { z } from 'zod';
import { PASSWORD_LENGTH, USER_NAME_MAX_LENGTH } from '../field-limits';

/** The sign-up fields better-auth leaves unchecked (see worker/modules/auth/auth.routes.ts). */
export const signUpSchema = z.object({
  email: z.email('Please enter a valid email address'),
  name: z.string().trim().min(1, 'Name is required').max(USER_NAME_MAX_LENGTH, `Name must be at most ${USER_NAME_MAX_LENGTH} characters`),
  password: z
    .string()
    .min(PASSWORD_LENGTH.min, `Password must be at least ${PASSWORD_LENGTH.min} characters`)
    .max(PASSWORD_LENGTH.max, `Password must be at most ${PASSWORD_LENGTH.max} characters`),
});
