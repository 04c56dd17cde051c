import { z } from 'zod';
import { idPattern } from '../ids';
import { documentIdParamSchema } from '../documents/documents.schemas';
import { TAG_DESCRIPTION_MAX_LENGTH, TAG_NAME_MAX_LENGTH } from '../field-limits';

const HEX_COLOR = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** '#ABC' and '#aabbcc' alike become '#aabbcc'. */
function normalizeHexColor(color: string): string {
  const hex = color.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

export const tagInputSchema = z.object({
  name: z
    .string('The tag name is required')
    .trim()
    .min(1, 'The tag name is required')
    .max(TAG_NAME_MAX_LENGTH, `The tag name must be at most ${TAG_NAME_MAX_LENGTH} characters`),
  color: z
    .string('The hex color is badly formatted.')
    .trim()
    .regex(HEX_COLOR, 'The hex color is badly formatted.')
    .transform(normalizeHexColor),
  description: z
    .string()
    .trim()
    .max(TAG_DESCRIPTION_MAX_LENGTH, `The description must be at most ${TAG_DESCRIPTION_MAX_LENGTH} characters`)
    .nullish()
    .transform((description) => description || null),
});

export const tagIdParamSchema = z.object({ tagId: z.string().regex(idPattern('tag'), 'The tag id is malformed') });

/** /documents/:documentId/tags/:tagId */
export const documentTagParamSchema = documentIdParamSchema.extend(tagIdParamSchema.shape);

export const attachTagSchema = z.object({ tagId: z.string('tagId is required').regex(idPattern('tag'), 'tagId must be a tag id') });
