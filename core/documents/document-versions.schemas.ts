import { z } from 'zod';
import { idPattern } from '../ids';
import { documentIdParamSchema } from './documents.schemas';
import { DOCUMENT_NAME_MAX_LENGTH, VERSION_LABEL_MAX_LENGTH } from '../field-limits';
import { MAX_MADE_DOCUMENTS } from './bulk-limits';

export const versionParamSchema = documentIdParamSchema.extend({
  versionId: z.string().regex(idPattern('ver'), 'The version id is malformed'),
});

export const versionPageParamSchema = versionParamSchema.extend({
  pageNumber: z.coerce
    .number('The page number must be a number')
    .int('The page number must be a whole number')
    .positive('Pages are numbered from 1'),
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

/** A page of the result: a page of the file (from 1), turned clockwise by `rotate` degrees more. */
const pageEditSchema = z.object({
  page: z.number('page must be a page number').int('page must be a whole number').positive('Pages are numbered from 1'),
  rotate: z
    .union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], 'rotate must be 0, 90, 180 or 270')
    .default(0)
    .meta({ description: 'Degrees clockwise, added to the page’s own rotation.' }),
});

const pageListSchema = z.array(pageEditSchema).min(1, 'Keep at least one page').max(MAX_LISTED_PAGES, `At most ${MAX_LISTED_PAGES} pages`);

export const editPagesSchema = z.object({
  pages: pageListSchema.meta({
    description: 'The pages of the new version in their order, each a page of the current file (from 1); the pages left out are deleted.',
  }),
  label: label.optional(),
  expectedVersionNumber: expectedVersionNumber.optional(),
  replaceEditedContent: z
    .boolean('replaceEditedContent must be true or false')
    .optional()
    .meta({ description: 'Needed (true) when the content was edited by hand: the new version’s text replaces it.' }),
});

const newName = z
  .string('The name must be text')
  .trim()
  .min(1, 'The name cannot be empty')
  .max(DOCUMENT_NAME_MAX_LENGTH, `The name must be at most ${DOCUMENT_NAME_MAX_LENGTH} characters`);
const chosenIds = (prefix: string, field: string, what: string) =>
  z
    .array(z.string().regex(idPattern(prefix), `${field} must be ids of ${what}`), `${field} must be a list`)
    .max(500, `${field} may list at most 500`)
    .optional()
    .meta({ description: `The ${what} of the sources the new documents keep; all of them when omitted.` });

export const splitDocumentSchema = z.object({
  parts: z
    .array(z.object({ pages: pageListSchema, name: newName.optional() }))
    .min(1, 'Make at least one document')
    .max(MAX_MADE_DOCUMENTS, `At most ${MAX_MADE_DOCUMENTS} documents at once`)
    .meta({ description: 'The new documents, each of pages of the current file (a page may go to several).' }),
  tagIds: chosenIds('tag', 'tagIds', 'tags'),
  propertyIds: chosenIds('prop', 'propertyIds', 'custom properties'),
  trashOriginal: z
    .boolean('trashOriginal must be true or false')
    .optional()
    .meta({ description: 'Moves the document split to the trash.' }),
  expectedVersionNumber: expectedVersionNumber.optional(),
});

export const mergeDocumentsSchema = z.object({
  documentIds: z
    .array(z.string().regex(idPattern('doc'), 'A document id is malformed'))
    .min(2, 'Choose at least two documents')
    .max(MAX_MADE_DOCUMENTS, `At most ${MAX_MADE_DOCUMENTS} documents at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'A document is listed twice')
    .meta({ description: 'The documents to merge, in the order of their pages; they go to the trash.' }),
  name: newName.optional().meta({ description: 'The new document’s name; the first document’s when omitted.' }),
  tagIds: chosenIds('tag', 'tagIds', 'tags'),
  propertyIds: chosenIds('prop', 'propertyIds', 'custom properties'),
});
