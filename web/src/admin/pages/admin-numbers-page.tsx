import { ChartLine } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyNumbers } from '@/api/types';
import { useFormatters } from '@/lib/use-formatters';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { useDailyNumbers } from '../admin.queries';
import { consoleFallback } from '../components/console-list';
import { DailyChart } from '../components/daily-chart';

const FIGURES = ['signUps', 'activeUsers', 'organizations', 'documents', 'storageBytes'] as const;
type Figure = (typeof FIGURES)[number];

/** One figure's card: its name, its latest value, and its line over the days. */
function FigureCard({ figure, days, format }: { figure: Figure; days: DailyNumbers[]; format: (value: number) => string }) {
  const { t } = useTranslation();
  const dates = useMemo(() => days.map(({ day }) => day), [days]);
  const values = useMemo(() => days.map((day) => day[figure]), [days, figure]);
  return (
    <Card className="min-w-0 gap-3 px-5 py-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="text-sm font-medium">{t(`admin.numbers.figures.${figure}`)}</h2>
        <p className="text-lg font-semibold tabular-nums">{format(values.at(-1) ?? 0)}</p>
      </div>
      <DailyChart days={dates} values={values} format={format} />
    </Card>
  );
}

/**
 * `/admin/numbers`: the service's figures day by day (sign-ups, active accounts, organizations,
 * documents, storage), as the daily run recorded them: a chart each, and every figure in a table.
 */
export function AdminNumbersPage() {
  const { t } = useTranslation();
  const { formatCount, formatSize, formatDay } = useFormatters();
  const numbers = useDailyNumbers();
  // One function a figure, the same from render to render: a chart is drawn again only when its figures change.
  const formats = useMemo(
    () =>
      Object.fromEntries(
        FIGURES.map((figure) => [figure, figure === 'storageBytes' ? formatSize : (value: number) => formatCount(value)]),
      ) as Record<Figure, (value: number) => string>,
    [formatCount, formatSize],
  );
  const fallback = consoleFallback(numbers, { hasContent: numbers.data !== undefined, loadErrorTitle: t('admin.load-error') });
  if (fallback || !numbers.data) return fallback;
  const { days } = numbers.data;
  if (days.length === 0)
    return <EmptyState icon={ChartLine} title={t('admin.numbers.empty')} description={t('admin.numbers.empty-description')} />;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">{t('admin.numbers.description')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {FIGURES.map((figure) => (
          <FigureCard key={figure} figure={figure} days={days} format={formats[figure]} />
        ))}
      </div>
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium">{t('admin.numbers.table')}</summary>
        <div className="mt-4">
          <Table aria-label={t('admin.numbers.table')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('admin.numbers.day')}</TableHead>
                {FIGURES.map((figure) => (
                  <TableHead key={figure} className="text-right">
                    {t(`admin.numbers.figures.${figure}`)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...days].reverse().map((day) => (
                <TableRow key={day.day}>
                  <TableCell>
                    <time dateTime={day.day}>{formatDay(day.day)}</time>
                  </TableCell>
                  {FIGURES.map((figure) => (
                    <TableCell key={figure} className="text-right tabular-nums">
                      {formats[figure](day[figure])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </div>
  );
}

// The router's lazy route takes the page by this name (routes.tsx).
export { AdminNumbersPage as Component };
