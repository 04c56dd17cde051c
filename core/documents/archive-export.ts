import { z } from 'zod/mini';
import { TAGGING_RULE_FIELDS, TAGGING_RULE_OPERATORS } from '../tagging-rules/rule-matcher';
import { DOCUMENT_ACTIVITY_EVENTS, DOCUMENT_DATE_SOURCES, DOCUMENT_SOURCES, PROCESSING_STATUSES } from './document-states';

/**
 * `metadata.json` of each part of an organization's export: the part's documents (all their versions,
 * content, dates, properties, notes, activity, the trash) with the organization's tags, properties,
 * tagging rules, workflows and saved views, so that any part alone can be read back, in the browser
 * (web/src/organizations/export/read-export.ts) or by the server's import (source `archive`). Written
 * by the Worker, read by both: the one description of the format, published as a JSON Schema
 * (core/documents/export-format.schema.json, GET /api/export-format/schema.json).
 *
 * Version 2 adds what an import needs to give the organization back whole: the source's ids, and
 * every reference by them (a tag's, a property's, an option's, a document's), so that workflows and
 * saved views, which hold such ids, are carried as they are and their ids mapped to the new ones.
 * Every field version 2 added is optional here, so version 1 files still read.
 *
 * zod/mini, as the web's forms: the import then adds no zod of its own to what the sign-in page downloads.
 */
export const EXPORT_MANIFEST_FILE_NAME = 'metadata.json';
export const EXPORT_FORMAT = 'archive-export';
export const EXPORT_FORMAT_VERSION = 2;

const described = <T extends z.ZodMiniType>(schema: T, description: string): T => {
  z.globalRegistry.add(schema, { description });
  return schema;
};
const since2 = <T extends z.ZodMiniType>(schema: T, description: string) => z.optional(described(schema, `${description} (version 2)`));
// Made anew at each use: a description registered on one would show on every other.
const dateTime = () => z.string();
const id = () => z.string();

const tagSchema = z.object({
  id: since2(id(), 'The tag’s id in the exporting organization'),
  name: z.string(),
  color: z.string(),
  description: z.nullable(z.string()),
});

const taggingRuleSchema = z.object({
  name: z.string(),
  description: z.nullable(z.string()),
  isEnabled: z.boolean(),
  matchMode: z.enum(['all', 'any']),
  isCaseSensitive: z.boolean(),
  conditions: z.array(z.object({ field: z.enum(TAGGING_RULE_FIELDS), operator: z.enum(TAGGING_RULE_OPERATORS), value: z.string() })),
  tags: described(z.array(z.string()), 'Tag names.'),
  propertyValues: since2(
    z.array(z.object({ propertyId: id(), value: z.unknown() })),
    'Properties the rule sets, by property id, each value as the property stores it (a select’s option by id)',
  ),
});

const propertySchema = z.object({
  id: since2(id(), 'The property’s id in the exporting organization'),
  name: z.string(),
  type: z.string(),
  unit: z.nullable(z.string()),
  description: z.nullable(z.string()),
  options: z.array(z.object({ id: since2(id(), 'The option’s id'), name: z.string(), color: z.string() })),
});

const workflowSchema = described(
  z.object({
    id: id(),
    name: z.string(),
    isEnabled: z.boolean(),
    triggers: z.array(z.record(z.string(), z.unknown())),
    conditions: z.record(z.string(), z.unknown()),
    actions: z.array(z.record(z.string(), z.unknown())),
  }),
  'A workflow as the API’s POST …/workflows takes it (see /api/docs), with the exporting organization’s ids',
);

const savedViewSchema = z.object({
  name: z.string(),
  searchQuery: z.string(),
  tagIds: z.array(id()),
  tagMatch: z.enum(['all', 'any']),
  sort: z.nullable(z.string()),
  columns: z.nullable(z.array(z.string())),
  layout: z.string(),
});

const activitySchema = z.object({
  event: z.string(),
  createdAt: dateTime(),
  userName: z.nullable(z.string()),
  userEmail: since2(z.nullable(z.string()), 'Who did it, by email: an import finds the member'),
  tagName: z.nullable(z.string()),
  tagId: since2(z.nullable(id()), 'The tag of a tagged or untagged event'),
  eventData: since2(z.nullable(z.record(z.string(), z.unknown())), 'What the event changed: fields, versions, the workflow'),
});

const versionSchema = z.object({
  number: z.number(),
  label: z.nullable(z.string()),
  source: z.string(),
  file: described(z.nullable(z.string()), 'The zip entry of the version’s file; null when it was missing from storage.'),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  sha256: z.string(),
  createdAt: dateTime(),
  createdByName: z.nullable(z.string()),
  restoredFromNumber: since2(z.nullable(z.number()), 'The version a restore copied'),
  content: since2(z.nullable(z.string()), 'The text of a version that is no longer current; the current one’s is the document’s content'),
});

export const exportedDocumentSchema = z.object({
  file: described(z.nullable(z.string()), 'The zip entry of the original; null when the file was missing from storage.'),
  id: z.string(),
  name: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: dateTime(),
  updatedAt: since2(dateTime(), 'When the document last changed'),
  source: since2(z.nullable(z.enum(DOCUMENT_SOURCES)), 'Where it came from'),
  processingStatus: since2(z.enum(PROCESSING_STATUSES), 'How far reading its file got'),
  processingError: since2(z.nullable(z.string()), 'Why reading its file failed'),
  contentEditedAt: since2(z.nullable(dateTime()), 'When a person last wrote the content'),
  documentDate: z.optional(
    described(z.nullable(z.string()), 'The day the document is of (2025-03-12); absent in exports made before documents had one.'),
  ),
  documentDateSource: since2(z.nullable(z.enum(DOCUMENT_DATE_SOURCES)), 'Who set the date: the finder or a person'),
  archiveSerialNumber: z.optional(
    described(z.nullable(z.number()), 'The archive serial number; absent in exports made before documents had one.'),
  ),
  properties: z.optional(
    described(
      z.record(z.string(), z.unknown()),
      'Custom properties’ values by property name (options by name); absent in exports made before properties.',
    ),
  ),
  propertyValues: since2(
    z.record(z.string(), z.unknown()),
    'Custom properties’ values by property id, as stored (options and linked documents by id)',
  ),
  deletedAt: described(z.nullable(dateTime()), 'Set for a document that was in the trash.'),
  deletedByName: since2(z.nullable(z.string()), 'Who moved it to the trash'),
  deletedByEmail: since2(z.nullable(z.string()), 'Who moved it to the trash, by email: an import finds the member'),
  tags: described(z.array(z.string()), 'Tag names.'),
  tagIds: since2(z.array(id()), 'Its tags by id'),
  content: z.string(),
  activity: z.array(activitySchema),
  versions: z.optional(
    described(
      z.array(versionSchema),
      'Every version, oldest first, the last the current one (whose file is `file`); absent in exports made before documents had versions.',
    ),
  ),
  notes: z.optional(
    described(
      z.array(
        z.object({
          content: z.string(),
          authorName: z.nullable(z.string()),
          authorEmail: since2(z.nullable(z.string()), 'The author by email: an import finds the member'),
          createdAt: dateTime(),
          updatedAt: dateTime(),
        }),
      ),
      'Its notes, oldest first; absent in exports made before notes were exported.',
    ),
  ),
});

export const exportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.union([z.literal(1), z.literal(2)]),
  exportedAt: dateTime(),
  organization: z.object({ name: z.string() }),
  part: z.number(),
  tags: z.array(tagSchema),
  properties: z.optional(
    described(z.array(propertySchema), 'The organization’s custom properties; absent in exports made before properties.'),
  ),
  taggingRules: z.array(taggingRuleSchema),
  workflows: since2(z.array(workflowSchema), 'The organization’s workflows, in their order'),
  savedViews: since2(z.array(savedViewSchema), 'The organization’s saved views, in their order'),
  documents: z.array(exportedDocumentSchema),
});

export type ExportManifest = z.infer<typeof exportManifestSchema>;
export type ExportedDocument = ExportManifest['documents'][number];
export type ExportedWorkflow = NonNullable<ExportManifest['workflows']>[number];
export type ExportedSavedView = NonNullable<ExportManifest['savedViews']>[number];

/** Every event an activity may name: an importer keeps those it knows. */
export const isActivityEvent = (event: string): event is (typeof DOCUMENT_ACTIVITY_EVENTS)[number] =>
  (DOCUMENT_ACTIVITY_EVENTS as readonly string[]).includes(event);

/** Everything but the documents: what the server's import reads before it streams them one by one. */
export const exportHeadSchema = z.omit(exportManifestSchema, { documents: true });
export type ExportHead = z.infer<typeof exportHeadSchema>;
