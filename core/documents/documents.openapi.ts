import { z } from 'zod';

/**
 * The documents' answers as the OpenAPI description shows them: for the Worker's routes and the
 * description only (the web app and the demo, which build the same answers, never load this).
 */
const isoDate = z.iso.datetime();

/** A document as the API answers it (worker/modules/documents/documents.dto.ts), for the OpenAPI description. */
const documentSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  originalName: z.string(),
  originalSize: z.number().int(),
  mimeType: z.string(),
  content: z.string().optional().meta({ description: 'The text of the document: in the detail, not in lists.' }),
  contentExcerpt: z
    .string()
    .optional()
    .meta({ description: 'The first 200 characters of the text: in the lists of documents and of the trash, not in the detail.' }),
  processingStatus: z
    .enum(['pending', 'processed', 'failed'])
    .meta({ description: 'The first clients’ view of `processing`: a document being read is pending.' }),
  processingError: z.string().optional(),
  processing: z
    .object({
      status: z.enum(['pending', 'processing', 'done', 'failed']),
      step: z
        .enum(['extracting', 'reading'])
        .nullable()
        .meta({ description: 'extracting: waiting for or in text extraction; reading: scanned pages read with OCR, one by one.' }),
      pagesDone: z.number().int(),
      pagesTotal: z.number().int().meta({ description: 'Pages of a PDF or image with pages to read; 0 for other files.' }),
      error: z.string().nullable().meta({ description: 'Why it failed, for people.' }),
    })
    .meta({ description: 'Where text extraction and reading (OCR) stand.' }),
  thumbnailCreatedAt: isoDate
    .nullable()
    .meta({ description: 'When the first-page thumbnail (GET …/thumbnail) was made; null while there is none.' }),
  documentDate: z.iso.date().nullable().meta({
    description:
      'The day the document is of (YYYY-MM-DD): found in its text or name when processed, or set by a person; null when none is known.',
  }),
  archiveSerialNumber: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The archive serial number given to the paper: unique in the organization; null when none.' }),
  contentEditedAt: isoDate
    .nullable()
    .meta({ description: 'When a person last wrote the content: reprocessing then needs replaceEditedContent=true.' }),
  isDeleted: z.boolean(),
  deletedAt: isoDate.optional(),
  deletedBy: z.string().nullable().optional(),
  tags: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  properties: z.record(z.string(), z.unknown()).optional().meta({
    description: 'The custom properties’ values, by property id: in a document’s own answers (detail, update, restore), not in lists.',
  }),
  pendingSuggestionsCount: z.number().int().optional().meta({
    description:
      'How many suggestions to review the document has (neither accepted nor dismissed): in the list of documents and in searches, where `has:suggestions` finds the documents that have some.',
  }),
  currentVersion: z
    .object({ id: z.string(), number: z.number().int(), label: z.string().nullable() })
    .optional()
    .meta({ description: 'The version whose file the document shows (the highest number): in a document’s own answers, not in lists.' }),
  versionsCount: z
    .number()
    .int()
    .optional()
    .meta({ description: 'How many versions the document keeps: in its own answers, not in lists.' }),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const documentAnswerSchema = z.object({ document: documentSchema });
export const documentsListAnswerSchema = z.object({ documents: z.array(documentSchema) });
export const documentsPageAnswerSchema = z.object({ documents: z.array(documentSchema), documentsCount: z.number().int() });
export const similarDocumentsAnswerSchema = z.object({
  documents: z.array(
    documentSchema.extend({
      score: z.number().min(0).max(1).meta({
        description: 'The share of the weight of the document’s most distinctive words that this one holds: 1 holds them all.',
      }),
    }),
  ),
});
export const nextArchiveSerialNumberAnswerSchema = z.object({
  archiveSerialNumber: z.number().int().meta({ description: 'The lowest number above every archive serial number of the organization.' }),
});
