import { z } from 'zod';
import { idPattern } from '../ids';
import { paginationSchemaOf } from '../pagination';

const MAX_ALLOWED_ORIGINS = 100;

export const intakeEmailIdParamSchema = z.object({ intakeEmailId: z.string().regex(idPattern('ie'), 'The intake email id is malformed') });

/** What an edit may change; allowed origins are stored lowercased and deduplicated. */
export const updateIntakeEmailSchema = z.object({
  isEnabled: z.boolean('isEnabled must be true or false').optional(),
  allowedOrigins: z
    .array(
      z.string('Please enter a valid email address').trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
      'allowedOrigins must be a list of email addresses',
    )
    .max(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} allowed origins`)
    .transform((origins) => [...new Set(origins)])
    .optional(),
});

export const intakeMessagesPaginationSchema = paginationSchemaOf(20);
