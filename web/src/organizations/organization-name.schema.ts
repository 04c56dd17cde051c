import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { textField } from '@/lib/text-field';

const ORGANIZATION_NAME_MIN_LENGTH = 3;
const ORGANIZATION_NAME_MAX_LENGTH = 50;

/** Organization name: trimmed, 3 to 50 characters (spec section 5). */
export const organizationNameFormSchema = (t: TFunction) =>
  z.object({
    name: textField({ min: ORGANIZATION_NAME_MIN_LENGTH, tooShort: t('organizations.form.name.min'), max: ORGANIZATION_NAME_MAX_LENGTH, tooLong: t('organizations.form.name.max') }),
  });
