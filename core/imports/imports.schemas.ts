import { z } from 'zod';
import { idPattern } from '../ids';
import { REPORT_COUNT_KEYS } from './paperless/paperless-dry-run';

/**
 * An import of another product's export into an organization, in three steps: the export reaches R2
 * by a resumable multipart upload (POST …/imports, PUT …/imports/{id}/parts/{n} for each part,
 * POST …/upload-complete), is read into a report (status `analyzing`, then `ready` or `refused`),
 * and, once the person confirms (POST …/start, or POST …/imports/start for the parts of an export at
 * once), imported by a job of the jobs panel (`importing`, then `done` or `failed`). An organization's
 * imports run one at a time, in the order confirmed (`queued` until the one before ends): two jobs would
 * make the same tags and properties at once. One that fails pauses those waiting after it (`paused`)
 * until it, or one of them, is confirmed again. Owners and admins; an API key needs what the import writes.
 */

/** paperless: a Paperless-ngx export; archive: a part of an organization export of this app (core/documents/archive-export.ts). */
export const IMPORT_SOURCES = ['paperless', 'archive'] as const;
export const IMPORT_STATUSES = ['uploading', 'analyzing', 'ready', 'refused', 'queued', 'importing', 'done', 'failed', 'paused'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** R2's multipart parts: every one but the last exactly this size (R2 wants at least 5 MiB, the Worker takes at most 100 MB a request). */
export const IMPORT_PART_BYTES = 16 * 1024 * 1024;
/** R2 takes at most 10,000 parts: 160 GB at 16 MiB; the zip limits (core/imports/zip-ranges.ts) refuse sooner. */
export const IMPORT_MAX_PARTS = 10_000;

export const createImportSchema = z.object({
  source: z.enum(IMPORT_SOURCES, 'source must be paperless or archive'),
  fileName: z.string('fileName is required').trim().min(1, 'fileName is required').max(255, 'fileName is at most 255 characters'),
  size: z
    .number('size is required: the export’s bytes')
    .int('size must be a whole number of bytes')
    .positive('The export is empty')
    .max(IMPORT_PART_BYTES * IMPORT_MAX_PARTS, 'The export is too large to upload'),
});
export type CreateImportInput = z.infer<typeof createImportSchema>;

export const startImportSchema = z.object({
  keepArchives: z
    .boolean('keepArchives must be true or false')
    .default(true)
    .meta({ description: 'Keep each archived PDF/A the export has as a second version of its document.' }),
});

const importId = z.string().regex(idPattern('imp'), 'The import id is malformed');

/** The parts of one export confirmed at once; their ids are bound in one statement, within D1's 100 parameters. */
export const IMPORTS_STARTED_MAX = 50;

export const startImportsSchema = startImportSchema.extend({
  importIds: z
    .array(importId, 'importIds must be a list of import ids')
    .min(1, 'importIds names at least one import')
    .max(IMPORTS_STARTED_MAX, `importIds names at most ${IMPORTS_STARTED_MAX} imports`)
    .refine((ids) => new Set(ids).size === ids.length, 'importIds names an import twice')
    .meta({ description: 'The imports to confirm, in the order they are to run (the parts of an export).' }),
});
export const importIdParamSchema = z.object({ importId });
export const importPartParamSchema = z.object({
  importId,
  partNumber: z.coerce.number('The part number is malformed').int('The part number is malformed').min(1, 'The part number is malformed'),
});

const countSchema = z.object({
  key: z.enum(REPORT_COUNT_KEYS),
  kind: z.string(),
  inExport: z.number().int(),
  coming: z.number().int(),
  becomes: z.string(),
});
const problemSchema = z.object({
  code: z.string().meta({ description: 'What kind of problem, e.g. checksum.mismatch, entry.unsafe_name, manifest.invalid.' }),
  subject: z.string().meta({ description: 'What it is about: an entry, a document (its Paperless id and title), a tag.' }),
  message: z.string(),
});

/**
 * The dry run's report as the API answers it: the command line's report (core/imports/paperless) without
 * its list of documents. During and after the import, `problems` also holds what the job met (a file
 * whose checksum does not match is left out then: the analysis reads the manifest, the job the files).
 */
export const importReportSchema = z.object({
  isImportable: z.boolean(),
  exporterVersion: z.string().nullable(),
  counts: z.array(countSchema),
  conflicts: z.array(z.object({ kind: z.string(), subject: z.string(), resolution: z.string() })),
  toReview: z.array(z.object({ kind: z.string(), name: z.string(), detail: z.string() })),
  notCarried: z.array(z.object({ kind: z.string(), count: z.number().int(), reason: z.string() })),
  owners: z.array(z.string()).meta({ description: 'Owners of documents in the export: they become members only if you invite them.' }),
  documentsComing: z.number().int(),
  documentsLeftOut: z.number().int(),
  documentsToRead: z.number().int().meta({ description: 'Documents exported without text: only these are read (OCR) here.' }),
  problems: z.array(problemSchema),
  problemsCount: z.number().int().meta({ description: 'All problems; `problems` holds the first 500.' }),
});
export type ImportReport = z.infer<typeof importReportSchema>;

const importSchema = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  size: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  partSize: z.number().int().meta({ description: 'Bytes of every part but the last.' }),
  partsCount: z.number().int(),
  uploadedParts: z.array(z.number().int()).meta({ description: 'The parts received so far: a resumed upload sends the others.' }),
  jobId: z.string().nullable().meta({ description: 'The jobs panel’s job of the import, once started.' }),
  keepArchives: z.boolean(),
  documentsImported: z.number().int(),
  documentsSkipped: z.number().int().meta({ description: 'Already here from an earlier import of the same export, or left out.' }),
  error: z.string().nullable().meta({ description: 'Why the export was refused or the import stopped.' }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ImportDto = z.infer<typeof importSchema>;

export const importAnswerSchema = z.object({ import: importSchema });
export const importsAnswerSchema = z.object({ imports: z.array(importSchema) });
export const importReportAnswerSchema = z.object({ report: importReportSchema.nullable() });
