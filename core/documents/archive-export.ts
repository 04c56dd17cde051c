import { z } from 'zod';
import { taggingRuleInputSchema } from '../tagging-rules/tagging-rules.schemas';

/**
 * `metadata.json` of each part of an organization's export: the part's documents (their content, tags
 * and activity, and the zip entry holding each file) with the organization's tags and tagging rules, so
 * that any part alone can be read back (web/src/organizations/export/import-export.ts). Written by the
 * Worker, read by the web: the one description of the format.
 */
export const EXPORT_MANIFEST_FILE_NAME = 'metadata.json';
export const EXPORT_FORMAT = 'archive-export';
export const EXPORT_FORMAT_VERSION = 1;

const tagSchema = z.object({ name: z.string(), color: z.string(), description: z.string().nullable() });

const taggingRuleSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  isEnabled: z.boolean(),
  matchMode: z.enum(['all', 'any']),
  isCaseSensitive: z.boolean(),
  conditions: taggingRuleInputSchema.shape.conditions,
  tags: z.array(z.string()).meta({ description: 'Tag names.' }),
});

const activitySchema = z.object({ event: z.string(), createdAt: z.string(), userName: z.string().nullable(), tagName: z.string().nullable() });

const documentSchema = z.object({
  file: z.string().nullable().meta({ description: 'The zip entry of the original; null when the file was missing from storage.' }),
  id: z.string(),
  name: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
  deletedAt: z.string().nullable().meta({ description: 'Set for a document that was in the trash.' }),
  tags: z.array(z.string()),
  content: z.string(),
  activity: z.array(activitySchema),
});

export const exportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: z.string(),
  organization: z.object({ name: z.string() }),
  part: z.number().int().positive(),
  tags: z.array(tagSchema),
  taggingRules: z.array(taggingRuleSchema),
  documents: z.array(documentSchema),
});

export type ExportManifest = z.infer<typeof exportManifestSchema>;
export type ExportedDocument = ExportManifest['documents'][number];
export type ExportedTag = ExportManifest['tags'][number];
export type ExportedTaggingRule = ExportManifest['taggingRules'][number];
