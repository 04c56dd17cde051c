import { z } from 'zod/mini';
import { textField } from '@/lib/text-field';
import type { Tag, TagInput } from '@/api/types';
import { DEFAULT_TAG_COLOR, normalizeHexColor } from './color';
import { TAG_DESCRIPTION_MAX_LENGTH, TAG_NAME_MAX_LENGTH } from '../../../../core/field-limits';

type TagFormMessages = {
  nameRequired: string;
  nameMaxLength: string;
  /** Spec: 'The hex color is badly formatted.' */
  colorInvalid: string;
  descriptionMaxLength: string;
};

type TagFormValues = { name: string; color: string; description: string };

/**
 * The create/edit tag form: name required (trimmed, at most 64), colour a hex colour (sent as
 * lowercase #rrggbb), description optional (trimmed, at most 256; blank becomes null).
 */
export function createTagFormSchema(messages: TagFormMessages) {
  return z.object({
    name: textField({ min: 1, tooShort: messages.nameRequired, max: TAG_NAME_MAX_LENGTH, tooLong: messages.nameMaxLength }),
    color: z.pipe(
      z.string().check(z.refine((value) => normalizeHexColor(value) !== null, messages.colorInvalid)),
      z.transform((value: string) => normalizeHexColor(value) ?? value),
    ),
    description: z.pipe(
      textField({ max: TAG_DESCRIPTION_MAX_LENGTH, tooLong: messages.descriptionMaxLength }),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
  }) satisfies z.ZodMiniType<TagInput, TagFormValues>;
}

/** The form's starting values: the tag being edited, or a new tag (optionally named) in the default colour. */
export function getTagFormDefaults(tag?: Pick<Tag, 'name' | 'color' | 'description'> | null, name = ''): TagFormValues {
  if (tag) return { name: tag.name, color: normalizeHexColor(tag.color) ?? DEFAULT_TAG_COLOR, description: tag.description ?? '' };
  return { name: name.trim().slice(0, TAG_NAME_MAX_LENGTH), color: DEFAULT_TAG_COLOR, description: '' };
}

/** True when the submitted input changes nothing of the tag. */
export function isUnchangedTag(tag: Pick<Tag, 'name' | 'color' | 'description'>, input: TagInput): boolean {
  return (
    tag.name === input.name &&
    normalizeHexColor(tag.color) === normalizeHexColor(input.color) &&
    (tag.description || null) === (input.description || null)
  );
}
