import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BARCODE_SETTINGS } from '../../../core/documents/barcode-settings';
import { BARCODE_TEXT_MAX_LENGTH } from '../../../core/field-limits';
import { barcodeSettingsFormSchema, barcodeSettingsFormValuesOf } from './barcode-settings.schema';

const t = ((key: string) => key) as unknown as TFunction;
const schema = barcodeSettingsFormSchema(t);

const settings = {
  separator: { isEnabled: true, text: 'PATCH T' },
  asn: { isEnabled: true, prefix: 'NO' },
  tags: { isEnabled: false, prefix: 'TAG:', mayCreateTags: true },
};

describe('barcodeSettingsFormValuesOf', () => {
  it('reads the saved settings', () => {
    expect(barcodeSettingsFormValuesOf({ barcodes: settings })).toEqual(settings);
  });

  it('gives the defaults, all off, to a demo organization stored before barcodes existed', () => {
    expect(barcodeSettingsFormValuesOf({})).toEqual(DEFAULT_BARCODE_SETTINGS);
  });
});

describe('barcodeSettingsFormSchema', () => {
  const messagesOf = (input: unknown) => schema.safeParse(input).error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

  it('accepts the defaults and the settings as saved, texts trimmed', () => {
    expect(schema.parse(DEFAULT_BARCODE_SETTINGS)).toEqual(DEFAULT_BARCODE_SETTINGS);
    expect(schema.parse({ ...settings, asn: { isEnabled: true, prefix: '  NO ' } })).toEqual(settings);
  });

  it.each([
    ['an empty separator text', { ...settings, separator: { isEnabled: true, text: '' } }, 'separator.text', 'required'],
    ['a blank prefix, though its switch is off', { ...settings, tags: { ...settings.tags, prefix: '   ' } }, 'tags.prefix', 'required'],
    [
      `a prefix over ${BARCODE_TEXT_MAX_LENGTH} characters`,
      { ...settings, asn: { isEnabled: true, prefix: 'A'.repeat(BARCODE_TEXT_MAX_LENGTH + 1) } },
      'asn.prefix',
      'too-long',
    ],
  ])('refuses %s', (_, input, path, reason) => {
    expect(messagesOf(input)).toEqual([[path, `barcodes.text-${reason}`]]);
  });

  it(`accepts a text of exactly ${BARCODE_TEXT_MAX_LENGTH} characters`, () => {
    expect(messagesOf({ ...settings, asn: { isEnabled: true, prefix: 'A'.repeat(BARCODE_TEXT_MAX_LENGTH) } })).toEqual([]);
  });
});
