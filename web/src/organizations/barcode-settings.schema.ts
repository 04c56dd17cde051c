import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { Organization } from '@/api/types';
import { textField } from '@/lib/text-field';
import { DEFAULT_BARCODE_SETTINGS } from '../../../core/documents/barcode-settings';
import { BARCODE_TEXT_MAX_LENGTH } from '../../../core/field-limits';

/** The organization's barcode settings; a demo organization stored before they existed has none, so the defaults. */
export const barcodeSettingsFormValuesOf = ({ barcodes }: { barcodes?: Organization['barcodes'] }) => barcodes ?? DEFAULT_BARCODE_SETTINGS;

/**
 * The server's rules (updateOrganizationSchema's barcodes) in zod/mini, with translated messages: every text
 * is kept while its switch is off, so each must be valid either way.
 */
export const barcodeSettingsFormSchema = (t: TFunction) => {
  const barcodeText = textField({
    min: 1,
    tooShort: t('barcodes.text-required'),
    max: BARCODE_TEXT_MAX_LENGTH,
    tooLong: t('barcodes.text-too-long', { max: BARCODE_TEXT_MAX_LENGTH }),
  });
  return z.object({
    separator: z.object({ isEnabled: z.boolean(), text: barcodeText }),
    asn: z.object({ isEnabled: z.boolean(), prefix: barcodeText }),
    tags: z.object({ isEnabled: z.boolean(), prefix: barcodeText, mayCreateTags: z.boolean() }),
  });
};
