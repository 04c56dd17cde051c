import { z } from 'zod';
import { idPattern } from '../ids';
import { DOCUMENT_LANGUAGES } from '../locales/document-languages';
import { BARCODE_TEXT_MAX_LENGTH, MAX_NEW_TAG_SUGGESTIONS, ORGANIZATION_NAME_LENGTH } from '../field-limits';

export const organizationIdParamSchema = z.object({
  organizationId: z.string().regex(idPattern('org'), 'The organization id is malformed'),
});

const nameSchema = z
  .string('Organization name is required')
  .trim()
  .min(ORGANIZATION_NAME_LENGTH.min, `Organization name must be at least ${ORGANIZATION_NAME_LENGTH.min} characters`)
  .max(ORGANIZATION_NAME_LENGTH.max, `Organization name must be at most ${ORGANIZATION_NAME_LENGTH.max} characters`);

export const organizationNameSchema = z.object({ name: nameSchema });

const documentLanguagesSchema = z
  .array(z.enum(DOCUMENT_LANGUAGES, `Document languages are among ${DOCUMENT_LANGUAGES.join(', ')}`))
  .min(1, 'Choose at least one document language')
  .transform((languages) => [...new Set(languages)])
  .meta({ description: 'The languages scans are read in (OCR), ISO 639-1 codes.' });

const barcodeText = (what: string) =>
  z
    .string(`The ${what} must be text`)
    .trim()
    .min(1, `The ${what} cannot be empty`)
    .max(BARCODE_TEXT_MAX_LENGTH, `The ${what} must be at most ${BARCODE_TEXT_MAX_LENGTH} characters`);
const isEnabled = z.boolean('isEnabled must be true or false');

/** The organization's BarcodeSettings (core/documents/barcode-settings.ts), which stays free of zod: the web's settings form imports it. */
const barcodeSettingsSchema = z
  .object({
    separator: z.object({ isEnabled, text: barcodeText('separator text') }),
    asn: z.object({ isEnabled, prefix: barcodeText('archive serial number prefix') }),
    tags: z.object({ isEnabled, prefix: barcodeText('tag prefix'), mayCreateTags: z.boolean('mayCreateTags must be true or false') }),
  })
  .meta({
    description:
      'What barcodes on scanned pages do: separator sheets (the text) split a scan into documents; a label of the prefix and digits gives the archive serial number; a label of the prefix and a name adds that tag.',
  });

export const updateOrganizationSchema = z
  .object({
    name: nameSchema.optional(),
    documentLanguages: documentLanguagesSchema.optional(),
    allowPermanentShareLinks: z
      .boolean('allowPermanentShareLinks must be true or false')
      .optional()
      .meta({ description: 'Whether share links may never expire (otherwise a year at most).' }),
    barcodes: barcodeSettingsSchema.optional(),
    suggestionsEnabled: z.boolean('suggestionsEnabled must be true or false').optional().meta({
      description: 'Whether documents get suggestions learned from the organization’s own tags and suggested properties (on by default).',
    }),
    languageModelEnabled: z.boolean('languageModelEnabled must be true or false').optional().meta({
      description:
        'Whether the language model the operator configured also suggests a name, a date, tags and options for processed documents: the start of their text, their name and the organization’s tag and option names are sent to it (off by default; no effect while the operator configured none).',
    }),
    newTagSuggestionsEnabled: z
      .boolean('newTagSuggestionsEnabled must be true or false')
      .optional()
      .meta({
        description: `Whether the language model may also suggest tags the organization does not have yet, at most ${MAX_NEW_TAG_SUGGESTIONS} per document: accepting one creates the tag (off by default; the learned suggestions never propose new tags).`,
      }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Organization name is required',
    path: ['name'],
  });

/** The owner's security settings of an organization. */
export const organizationSecuritySchema = z.object({
  requireTwoFactor: z.boolean('requireTwoFactor must be true or false').meta({
    description:
      'Whether members must sign in with a second factor (an authenticator app or a passkey) to enter the organization. API keys are not affected.',
  }),
});
