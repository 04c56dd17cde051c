import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { textField } from '@/lib/text-field';
import { ORGANIZATION_NAME_LENGTH } from '../../../core/field-limits';

/** Organization name: trimmed, 3 to 50 characters (spec section 5). */
export const organizationNameFormSchema = (t: TFunction) =>
  z.object({
    name: textField({
      min: ORGANIZATION_NAME_LENGTH.min,
      tooShort: t('organizations.form.name.min'),
      max: ORGANIZATION_NAME_LENGTH.max,
      tooLong: t('organizations.form.name.max'),
    }),
  });
