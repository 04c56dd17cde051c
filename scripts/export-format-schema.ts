// Writes the JSON Schema of the export's metadata.json into the repository (core/documents/export-format.schema.json),
// from the zod schema the Worker and the importers use, in the house's JSON style (Biome);
// tests/source-tree/export-format-schema.test.ts checks it is current.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXPORT_FORMAT_SCHEMA_FILE, exportFormatJsonSchema } from '../core/documents/export-format-schema.ts';

const root = path.join(import.meta.dirname, '..');
writeFileSync(path.join(root, EXPORT_FORMAT_SCHEMA_FILE), JSON.stringify(exportFormatJsonSchema()));
execFileSync(path.join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', EXPORT_FORMAT_SCHEMA_FILE], {
  cwd: root,
  stdio: 'ignore',
});
console.log(`wrote ${EXPORT_FORMAT_SCHEMA_FILE}`);
