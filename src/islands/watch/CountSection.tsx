/**
 * One counted breakdown of the watch screens (DESIGN.md section 11, "Charts"): its heading, its
 * chart (bars or a donut), the same numbers as a table twin, and "Download CSV" of that table.
 */
import { useId, type ReactNode } from 'react';
import { formatNumber } from '~/lib/formatting/format';
import { BarChart, type ChartDatum } from '../kit/charts/BarChart';
import { ChartTable } from '../kit/charts/ChartTable';
import { DonutChart } from '../kit/charts/DonutChart';
import { downloadText } from '../kit/download-text';
import { EmptyState } from '../kit/EmptyState';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface CountSectionProps {
  /** `data-watch-section`, for tests and print rules. */
  id: string;
  title: string;
  keyLabel: string;
  rows: readonly ChartDatum[];
  chart: 'bar' | 'donut';
  fileName: string;
  language: string;
  t: Translate;
  /** A row's key cell when it should read as more than its label (a status badge). */
  keyCell?: (row: ChartDatum) => ReactNode;
  /** The heading's level: h2 on a page, h3 inside a section. */
  level?: 2 | 3;
}

export function CountSection({ id, title, keyLabel, rows, chart, fileName, language, t, keyCell, level = 2 }: CountSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const count = (value: number) => formatNumber(value, language);
  const hasNumbers = rows.some((row) => row.value > 0);
  // States take their badges' colours only when no two share one (two amber slices side by side would read as one).
  const tones = rows.map((row) => row.tone).filter(Boolean);
  const shown = new Set(tones).size === rows.length ? rows : rows.map(({ tone: _tone, ...row }) => row);
  return (
    <section className="card watch-section flex min-w-0 flex-col gap-3 p-4" aria-labelledby={headingId} data-watch-section={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="m-0 text-base font-semibold">{title}</Heading>
        {hasNumbers && (
          <button type="button" className="btn-outline px-3 py-1 text-xs print:hidden" aria-label={t('watch:report.downloadLabel', { title })}
            onClick={() => void import('./watch-csv').then(({ countsCsv }) => downloadText(countsCsv('key', rows.map((row) => ({ key: row.key, value: row.value }))), fileName))} data-watch-csv>
            <span className="i-lucide-download" aria-hidden="true" />
            {t('watch:report.download')}
          </button>
        )}
      </div>
      {!hasNumbers ? (
        <EmptyState compact>{t('watch:report.noRows')}</EmptyState>
      ) : (
        <div className="watch-chart-pair grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start print:grid-cols-2 print:items-start">
          <div className="min-w-0">
            {chart === 'donut' ? <DonutChart title={title} rows={shown} format={count} /> : <BarChart title={title} rows={shown} format={count} />}
          </div>
          <ChartTable caption={t('watch:report.tableCaption', { title })}
            columns={[{ key: 'key', label: keyLabel }, { key: 'count', label: t('watch:report.count'), numeric: true }]}
            rows={rows.map((row) => ({ key: <span data-row-key={row.key}>{keyCell ? keyCell(row) : row.label}</span>, count: count(row.value) }))} />
        </div>
      )}
    </section>
  );
}
