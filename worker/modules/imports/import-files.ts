import type { RangeReader } from '../../../core/imports/export-source';
import { ExportSourceError } from '../../../core/imports/export-source';
import type { ImportReport } from '../../../core/imports/imports.schemas';
import { importFilesPrefix } from '../../platform/organization-files';

/**
 * What an import keeps in R2 under its prefix: the export as uploaded, the report, the plan's shared part
 * (tags, properties), the documents in chunks, and beside each chunk the texts the manifest gave them.
 */
export const importFileKeys = (organizationId: string, importId: string) => {
  const prefix = importFilesPrefix(organizationId, importId);
  return {
    prefix,
    export: `${prefix}export.zip`,
    report: `${prefix}report.json`,
    plan: `${prefix}plan.json`,
    chunk: (chunk: number) => `${prefix}chunks/${chunk}.json`,
    texts: (chunk: number) => `${prefix}texts/${chunk}.json`,
  };
};

/** The uploaded export read by ranges: one R2 call a range. */
export async function r2RangeReader(files: R2Bucket, key: string): Promise<RangeReader> {
  const head = await files.head(key);
  if (!head) throw new ExportSourceError('the uploaded export is missing from storage');
  return {
    size: head.size,
    async read(offset, length) {
      const object = await files.get(key, { range: { offset, length } });
      if (!object) throw new ExportSourceError('the uploaded export is missing from storage');
      return new Uint8Array(await object.arrayBuffer());
    },
  };
}

export async function putJson(files: R2Bucket, key: string, value: unknown) {
  await files.put(key, JSON.stringify(value), { httpMetadata: { contentType: 'application/json' } });
}

export async function readJson<T>(files: R2Bucket, key: string): Promise<T | null> {
  const object = await files.get(key);
  return object ? ((await object.json()) as T) : null;
}

/** The report's problems the API answers at most; `problemsCount` says how many there are. */
export const REPORT_PROBLEMS_SHOWN = 500;

export async function readReport(files: R2Bucket, organizationId: string, importId: string): Promise<ImportReport | null> {
  const report = await readJson<ImportReport>(files, importFileKeys(organizationId, importId).report);
  return report && { ...report, problems: report.problems.slice(0, REPORT_PROBLEMS_SHOWN) };
}
