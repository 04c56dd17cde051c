import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT_SCHEMA_FILE, exportFormatJsonSchema } from '../../core/documents/export-format-schema';

const ROOT = path.join(import.meta.dirname, '../..');

describe('the export format’s JSON Schema', () => {
  it('in the repository is the one the zod schema makes (npm run export-format:schema writes it)', () => {
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, EXPORT_FORMAT_SCHEMA_FILE), 'utf8'))).toEqual(exportFormatJsonSchema());
  });
});
