import type { ImportReport } from '../imports.schemas';
import type { PaperlessReport } from './paperless-dry-run';

/** The report the API answers: the dry run's without its documents (the Worker stages them apart). */
export function toImportReport(report: PaperlessReport | null, refusal?: string): ImportReport {
  const problems = report?.problems ?? [{ code: 'export.unreadable', subject: 'the export', message: refusal ?? 'unreadable' }];
  return {
    isImportable: report?.isImportable ?? false,
    exporterVersion: report?.layout?.exporterVersion ?? null,
    counts: report?.counts ?? [],
    conflicts: report?.plan?.conflicts ?? [],
    toReview: report?.plan?.toReview ?? [],
    notCarried: report?.plan?.notCarried ?? [],
    owners: report?.plan?.owners ?? [],
    documentsComing: report?.documents.length ?? 0,
    documentsLeftOut: report?.documentsLeftOut ?? 0,
    documentsToRead: report?.documentsToRead ?? 0,
    problems,
    problemsCount: problems.length,
  };
}
