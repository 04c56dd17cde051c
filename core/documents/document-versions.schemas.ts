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

/** Pages one edit may list at most, whatever the deployment allows (DOCUMENTS_PAGE_EDIT_MAX_PAGES, 500 by default). */
const MAX_LISTED_PAGES = 10_000;

export const editPagesSchema = z.object({
  pages: z
    .array(
      z.object({
        page: z.number('page must be a page number').int('page must be a whole number').positive('Pages are numbered from 1'),
        rotate: z
          .union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], 'rotate must be 0, 90, 180 or 270')
          .default(0)
          .meta({ description: 'Degrees clockwise, added to the page’s own rotation.' }),
      }),
    )
    .min(1, 'Keep at least one page')
    .max(MAX_LISTED_PAGES, `At most ${MAX_LISTED_PAGES} pages`)
    .meta({
      description: 'The pages of the new version in their order, each a page of the current file (from 1); the pages left out are deleted.',
    }),
  label: label.optional(),
  expectedVersionNumber: expectedVersionNumber.optional(),
  replaceEditedContent: z
    .boolean('replaceEditedContent must be true or false')
    .optional()
    .meta({ description: 'Needed (true) when the content was edited by hand: the new version’s text replaces it.' }),
});
