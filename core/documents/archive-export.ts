import { z } from 'zod/mini';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from '../tagging-rules/rule-matcher';

/**
 * `metadata.json` of each part of an organization's export: the part's documents (their content, tags
 * and activity, and the zip entry holding each file) with the organization's tags and tagging rules, so
 * that any part alone can be read back (web/src/organizations/export/read-export.ts). Written by the
 * Worker, read by the web: the one description of the format. zod/mini, as the web's forms: the import
 * then adds no zod of its own to what the sign-in page downloads.
 */
export const EXPORT_MANIFEST_FILE_NAME = 'metadata.json';
export const EXPORT_FORMAT = 'archive-export';
export const EXPORT_FORMAT_VERSION = 1;

const tagSchema = z.object({ name: z.string(), color: z.string(), description: z.nullable(z.string()) });

const taggingRuleSchema = z.object({
  name: z.string(),
  description: z.nullable(z.string()),
  isEnabled: z.boolean(),
  matchMode: z.enum(['all', 'any']),
  isCaseSensitive: z.boolean(),
  conditions: z.array(z.object({ field: z.enum(TAGGING_RULE_FIELDS), operator: z.enum(TAGGING_RULE_OPERATORS), value: z.string() })),
  /** Tag names. */
  tags: z.array(z.string()),
});

const activitySchema = z.object({
  event: z.string(),
  createdAt: z.string(),
  userName: z.nullable(z.string()),
  tagName: z.nullable(z.string()),
});

const documentSchema = z.object({
  /** The zip entry of the original; null when the file was missing from storage. */
  file: z.nullable(z.string()),
  id: z.string(),
  name: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
  /** The day the document is of ('2025-03-12'); absent in exports made before documents had one. */
  documentDate: z.optional(z.nullable(z.string())),
  /** The archive serial number; absent in exports made before documents had one. */
  archiveSerialNumber: z.optional(z.nullable(z.number())),
  /** Custom properties' values by property name (options by name); absent in exports made before properties. */
  properties: z.optional(z.record(z.string(), z.unknown())),
  /** Set for a document that was in the trash. */
  deletedAt: z.nullable(z.string()),
  tags: z.array(z.string()),
  content: z.string(),
  activity: z.array(activitySchema),
  /**
   * Every version, oldest first, the last the current one (whose file is `file`); absent in exports
   * made before documents had versions. `file` is the zip entry of an older version's file, null
   * when it was missing from storage.
   */
  versions: z.optional(
    z.array(
      z.object({
        number: z.number(),
        label: z.nullable(z.string()),
        source: z.string(),
        file: z.nullable(z.string()),
        originalName: z.string(),
        mimeType: z.string(),
        size: z.number(),
        sha256: z.string(),
        createdAt: z.string(),
        createdByName: z.nullable(z.string()),
      }),
    ),
  ),
  /** Its notes, oldest first; absent in exports made before notes were exported. */
  notes: z.optional(
    z.array(z.object({ content: z.string(), authorName: z.nullable(z.string()), createdAt: z.string(), updatedAt: z.string() })),
  ),
});

export const exportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: z.string(),
  organization: z.object({ name: z.string() }),
  part: z.number(),
  tags: z.array(tagSchema),
  /** The organization's custom properties; absent in exports made before properties. */
  properties: z.optional(
    z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        unit: z.nullable(z.string()),
        description: z.nullable(z.string()),
        options: z.array(z.object({ name: z.string(), color: z.string() })),
      }),
    ),
  ),
  taggingRules: z.array(taggingRuleSchema),
  documents: z.array(documentSchema),
});

export type ExportManifest = z.infer<typeof exportManifestSchema>;
export type ExportedDocument = ExportManifest['documents'][number];
