import { z } from 'zod';
import { VERSION_SOURCES } from './document-versions.dto';
import { documentAnswerSchema } from './documents.openapi';

/** A version as the API answers it (core/documents/document-versions.dto.ts), for the OpenAPI description. */
const versionSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  number: z.number().int().meta({ description: '1 for the first file; never reused; the highest is the current version.' }),
  label: z.string().nullable(),
  source: z
    .enum(VERSION_SOURCES)
    .meta({ description: 'upload: a file sent over the document; restore: a copy of an older version; pages: made by the page editor.' }),
  restoredFromVersionNumber: z.number().int().nullable().meta({ description: 'The version a restore copied.' }),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  isCurrent: z.boolean(),
});

export const versionsAnswerSchema = z.object({ versions: z.array(versionSchema) });
export const versionAnswerSchema = z.object({ version: versionSchema });
export const newVersionAnswerSchema = documentAnswerSchema.extend({ version: versionSchema });
export const versionPagesAnswerSchema = z.object({
  pages: z.array(
    z.object({ number: z.number().int(), rotation: z.number().int().meta({ description: 'Degrees clockwise: 0, 90, 180 or 270.' }) }),
  ),
});
