import { createContext, use, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport, ImportSource } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Button } from '@/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

/** Problems listed before "Show all": the rest of a long list (a broken export's every file) waits for a click. */
const PROBLEMS_SHOWN = 10;

/** The level of the report's section headings: under the dialog's title, or under a part's name when several parts are read. */
const HeadingLevel = createContext<3 | 4>(3);

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const Heading = use(HeadingLevel) === 4 ? 'h4' : 'h3';
  return (
    <section aria-labelledby={titleId} className="space-y-1.5">
      <Heading id={titleId} className="text-sm font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}

const listClass = 'list-disc space-y-1 ps-5 text-sm [overflow-wrap:anywhere]';

/** A titled list of the report's "subject: detail" lines, none when it is empty. */
function ReportList({ title, items }: { title: string; items: { subject: string; detail: string }[] }) {
  if (items.length === 0) return null;
  return (
    <ReportSection title={title}>
      <ul className={listClass}>
        {/* Two workflows of one name are two lines: the place is the key (the list never reorders). */}
        {items.map(({ subject, detail }, index) => (
          <li key={index}>
            <span className="font-medium">{subject}</span>: {detail}
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}

function Problems({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const { formatCount } = useFormatters();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? report.problems : report.problems.slice(0, PROBLEMS_SHOWN);
  return (
    <ReportSection title={t('imports.report.problems', { count: report.problemsCount })}>
      <ul className={listClass}>
        {shown.map((problem, index) => (
          // Problems have no id and may repeat (a file named by two documents); the list never reorders.
          <li key={index}>
            <span className="font-medium">{problem.subject}</span>: {problem.message}{' '}
            <code className="text-xs text-muted-foreground">{problem.code}</code>
          </li>
        ))}
      </ul>
      {!isShowingAll && report.problems.length > PROBLEMS_SHOWN && (
        <Button variant="link" className="h-auto p-0" onClick={() => setIsShowingAll(true)}>
          {t('imports.report.show-all-problems', { count: report.problems.length })}
        </Button>
      )}
      {report.problemsCount > report.problems.length && (
        <p className="text-xs text-muted-foreground">
          {t('imports.report.problems-cut', {
            shown: formatCount(report.problems.length),
            count: report.problemsCount,
            total: formatCount(report.problemsCount),
          })}
        </p>
      )}
    </ReportSection>
  );
}

/**
 * What an import brings and what it leaves, as the server read the export: counts per kind (the row's
 * key names it in the person's language, as its source's export has it), conflicts with the organization,
 * what comes to be reviewed, what does not come and why, and the export's problems. Subjects and reasons
 * are the server's words.
 */
export function ImportReportView({ report, source, headingLevel }: { report: ImportReport; source: ImportSource; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  const { formatCount, formatList } = useFormatters();
  const texts = 'imports.report';
  const sourceTexts = `imports.sources.${source}`;
  return (
    <HeadingLevel value={headingLevel}>
      <div className="space-y-4">
        <p className="text-sm">
          {report.isImportable
            ? t(`${texts}.summary`, {
                count: report.documentsComing,
                coming: formatCount(report.documentsComing),
                leftOut: formatCount(report.documentsLeftOut),
              })
            : t(`${texts}.not-importable`)}
          {report.exporterVersion && ` ${t(`${sourceTexts}.exporter-version`, { version: report.exporterVersion })}`}
        </p>
        {report.counts.length > 0 && (
          <Table aria-label={t(`${texts}.counts`)}>
            <TableHeader>
              <TableRow>
                <TableHead>{t(`${texts}.kind`)}</TableHead>
                <TableHead className="text-right">{t(`${texts}.in-export`)}</TableHead>
                <TableHead className="text-right">{t(`${texts}.coming`)}</TableHead>
                <TableHead className="hidden sm:table-cell">{t(`${texts}.becomes`)}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.counts.map((row) => (
                <TableRow key={row.key}>
                  <TableCell className="whitespace-normal">
                    <span className="font-medium">{t(`${sourceTexts}.rows.${row.key}.kind`)}</span>
                    {/* A phone has no room for the column: what it becomes goes under its name. */}
                    <span className="block text-xs text-muted-foreground sm:hidden">{t(`${sourceTexts}.rows.${row.key}.becomes`)}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.inExport)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.coming)}</TableCell>
                  <TableCell className="hidden min-w-48 whitespace-normal text-muted-foreground sm:table-cell">
                    {t(`${sourceTexts}.rows.${row.key}.becomes`)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {report.isImportable && (
          <p className="text-sm text-muted-foreground">
            {t(`${sourceTexts}.to-read`, { count: report.documentsToRead, total: formatCount(report.documentsToRead) })}
          </p>
        )}
        <ReportList
          title={t(`${texts}.conflicts`)}
          items={report.conflicts.map(({ kind, subject, resolution }) => ({ subject: `${subject} (${kind})`, detail: resolution }))}
        />
        <ReportList
          title={t(`${texts}.to-review`)}
          items={report.toReview.map(({ kind, name, detail }) => ({ subject: `${name} (${kind})`, detail }))}
        />
        <ReportList
          title={t(`${texts}.not-carried`)}
          items={report.notCarried.map(({ kind, count, reason }) => ({ subject: `${kind} (${formatCount(count)})`, detail: reason }))}
        />
        {report.owners.length > 0 && <p className="text-sm">{t(`${texts}.owners`, { owners: formatList(report.owners) })}</p>}
        {report.problems.length > 0 && <Problems report={report} />}
      </div>
    </HeadingLevel>
  );
}
