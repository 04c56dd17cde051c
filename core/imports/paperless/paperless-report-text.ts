import type { ImportReport } from '../imports.schemas';
import type { PaperlessReport } from './paperless-dry-run';
import { toImportReport } from './paperless-import-report';

/** Lines of one kind of problem the text shows before saying how many more there are (the JSON has them all). */
const PROBLEM_LINES_PER_CODE = 20;

/** The dry run's report as a person reads it in a terminal. */
export function formatPaperlessReport(report: PaperlessReport): string {
  return formatImportReport(toImportReport(report), report);
}

/**
 * A report as a person reads it in a terminal: the API's (after an upload), or the dry run's, which
 * adds what only it knows (`details`: the layout, the properties and saved views made, the note authors).
 */
export function formatImportReport(report: ImportReport, details?: Pick<PaperlessReport, 'layout' | 'plan'>): string {
  const lines: string[] = [];
  const section = (title: string) => lines.push('', title);
  const layout = details?.layout;
  const plan = details?.plan;

  if (!layout && report.exporterVersion) lines.push(`Paperless-ngx export, exporter version ${report.exporterVersion}`);
  if (layout) {
    const yesNo = (value: boolean) => (value ? 'yes' : 'no');
    lines.push(
      `Paperless-ngx export, exporter version ${layout.exporterVersion ?? 'unknown'}${layout.root ? ` (in ${layout.root})` : ''}`,
      `  files ${layout.usesFolderPrefix ? 'in originals/, archive/, thumbnails/ (-p)' : 'at the top'}; ${layout.isSplitManifest ? 'one manifest per document (-sm)' : 'one manifest.json'}; archived PDF/A files: ${yesNo(layout.hasArchives)}; thumbnails: ${yesNo(layout.hasThumbnails)}`,
    );
  }
  lines.push(
    report.isImportable
      ? `Importable: ${report.documentsComing} document(s) would come, ${report.documentsLeftOut} left out (see below).`
      : 'Not importable: see the problems below.',
  );

  if (report.counts.length > 0) {
    section('What comes (in the export → coming → becomes here)');
    const width = Math.max(...report.counts.map((row) => row.kind.length));
    for (const row of report.counts) {
      lines.push(`  ${row.kind.padEnd(width)}  ${String(row.inExport).padStart(5)} → ${String(row.coming).padEnd(5)}  ${row.becomes}`);
    }
    lines.push(
      `  Documents exported without text, read (OCR) after the import: ${report.documentsToRead}; the others keep their text as exported.`,
    );
  }

  if (plan && plan.properties.length > 0) {
    section('Properties made');
    for (const property of plan.properties) {
      const options = property.options.length > 0 ? `: ${property.options.join(', ')}` : '';
      const unit = property.unit ? `, unit ${property.unit}` : '';
      lines.push(`  ${property.name} (${property.type}${unit}${options}) from ${property.source}`);
    }
  }
  if (plan && plan.savedViews.length > 0) {
    section('Saved views');
    for (const view of plan.savedViews) {
      const tags = view.tagNames.length > 0 ? ` with ${view.tagMatch} of the tags ${view.tagNames.join(', ')}` : '';
      lines.push(`  ${view.name}: search ${view.searchQuery || '(none)'}${tags}`);
    }
  }
  if (report.conflicts.length > 0) {
    section('Conflicts with the organization');
    for (const conflict of report.conflicts) lines.push(`  ${conflict.kind}: ${conflict.subject}: ${conflict.resolution}`);
  }
  if (report.toReview.length > 0) {
    section('To review (matching rules and workflows come as disabled workflows marked "to review")');
    for (const item of report.toReview) lines.push(`  ${item.kind}: ${item.name}: ${item.detail}`);
  }
  if (plan && plan.noteAuthors.matched + plan.noteAuthors.named > 0) {
    lines.push(
      '',
      `Notes: ${plan.noteAuthors.matched} by a member with the author's email, ${plan.noteAuthors.named} with the author's name written in the note.`,
    );
  }
  if (report.owners.length > 0) lines.push(`Owners in the export (members here only if you invite them): ${report.owners.join(', ')}`);
  if (report.notCarried.length > 0) {
    section('Not carried');
    for (const item of report.notCarried) lines.push(`  ${item.kind} (${item.count}): ${item.reason}`);
  }

  if (report.problems.length > 0) {
    section(`Problems (${report.problemsCount})`);
    const shown = new Map<string, number>();
    for (const problem of report.problems) {
      const count = (shown.get(problem.code) ?? 0) + 1;
      shown.set(problem.code, count);
      if (count <= PROBLEM_LINES_PER_CODE) lines.push(`  [${problem.code}] ${problem.subject}: ${problem.message}`);
    }
    for (const [code, count] of shown) {
      if (count > PROBLEM_LINES_PER_CODE) lines.push(`  [${code}] … and ${count - PROBLEM_LINES_PER_CODE} more (--json lists them all)`);
    }
    const unlisted = report.problemsCount - report.problems.length;
    if (unlisted > 0) lines.push(`  … and ${unlisted} more the app did not list`);
  }
  return `${lines.join('\n')}\n`;
}
