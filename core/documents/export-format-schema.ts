import { z } from 'zod/mini';
import { EXPORT_FORMAT_VERSION, exportManifestSchema } from './archive-export';

/** Where the app serves the schema, and the file of the repository that holds the same text. */
export const EXPORT_FORMAT_SCHEMA_PATH = '/api/export-format/schema.json';
export const EXPORT_FORMAT_SCHEMA_FILE = 'core/documents/export-format.schema.json';

/**
 * The JSON Schema of an export's metadata.json, made from the zod schema that the Worker writes and
 * both importers read with: the published description cannot drift from the code
 * (tests/source-tree/export-format-schema.test.ts checks the repository's file is this).
 */
export function exportFormatJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(exportManifestSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    $schema,
    title: `Organization export, metadata.json (format archive-export, version ${EXPORT_FORMAT_VERSION})`,
    description:
      'Each part of an organization export is a zip holding the documents’ files, metadata.csv and this metadata.json: the part’s documents with every version, text, date, property value, note and activity, the trash included, and the organization’s tags, properties, tagging rules, workflows and saved views. Ids are the exporting organization’s; references between records use them.',
    ...schema,
  };
}
