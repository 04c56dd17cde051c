import { z } from 'zod';
import { idPattern } from '../ids';
import { documentIdParamSchema } from './documents.schemas';
import { VERSION_LABEL_MAX_LENGTH } from '../field-limits';

export const versionParamSchema = documentIdParamSchema.extend({
  versionId: z.string().regex(idPattern('ver'), 'The version id is malformed'),
});

const label = z
  .string('The label must be text')
  .trim()
  .max(VERSION_LABEL_MAX_LENGTH, `The label must be at most ${VERSION_LABEL_MAX_LENGTH} characters`)
  .transform((value) => (value === '' ? null : value))
  .meta({ description: 'A few words on what this version is ("signed", "scan of the copy"); empty for none.' });

const expectedVersionNumber = z.coerce
  .number('expectedVersionNumber must be a number')
  .int('expectedVersionNumber must be a whole number')
  .positive('expectedVersionNumber must be positive')
  .meta({
    description:
      'The number of the current version the page showed: when another version landed since, the change is refused (409 document.version_conflict) instead of stacked on a file nobody saw.',
  });

/** A new version's form, as the OpenAPI description shows it; the route checks the file as it reads it. */
export const uploadVersionFormSchema = z.object({
  file: z.file().meta({ description: 'The file of the new version' }),
  label: label.optional(),
  expectedVersionNumber: expectedVersionNumber.optional(),
});

/** The form's fields beside the file, checked once the form is read. */
export const versionFormFieldsSchema = uploadVersionFormSchema.omit({ file: true });

export const restoreVersionSchema = z.object({
  label: label.optional(),
  expectedVersionNumber: expectedVersionNumber.optional(),
});

export const updateVersionSchema = z.object({ label: label.nullable() });
