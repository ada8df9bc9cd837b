/**
 * One section of a focus page (like a report section, src/islands/reports/ReportSectionView.tsx):
 * its heading, "Download CSV" of its table, its chart (bars, a donut, or a series over time drawn
 * by uPlot) and the same numbers as the table twin — chart, table and file all made from the one
 * FocusTable (src/lib/intelligence/focus-tables.ts).
 */
import { useId, type ReactNode } from 'react';
import type { FocusTable } from '~/lib/intelligence/focus-tables';
import { BarChart } from '../kit/charts/BarChart';
import { ChartTable } from '../kit/charts/ChartTable';
import { DonutChart } from '../kit/charts/DonutChart';
import { SeriesChart } from '../kit/charts/SeriesChart';
import { downloadText } from '../kit/download-text';
import { EmptyState } from '../kit/EmptyState';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { cellText, columnLabel } from './focus-cell';
import { focusCsv, focusFileName } from './focus-csv';

export type FocusChartKind = 'bar' | 'donut' | 'series' | 'none';

interface FocusSectionProps {
  table: FocusTable;
  chart: FocusChartKind;
  /** For the CSV's file name. */
  itemId: number;
  page: string;
  /** Words or controls between the heading and the chart (the savings' currency). */
  children?: ReactNode;
  /** How a chart's value reads (default: as its column does). */
  format?: (value: number) => string;
}

export function FocusSection({ table, chart, itemId, page, children, format }: FocusSectionProps) {
  const id = useId();
  const { t, language } = usePortalTranslation();
  const title = t(`intelligence:sections.${table.id}`);
  const [first, ...rest] = table.columns;
  const label = (row: FocusTable['rows'][number]) => (first ? cellText(first, row.cells[first.key], t, language) : row.key);
  const chartColumn = table.columns.find((column) => column.key === table.chartColumn);
  const valueText = format ?? ((value: number) => (chartColumn ? cellText(chartColumn, value, t, language) : String(value)));

  // A table of more than three columns takes the width under its chart instead of half of it beside.
  const drawn = () => {
    if (chart === 'none' || !first) return null;
    if (chart === 'series') {
      const series = rest.filter((column) => column.kind === 'count' || column.kind === 'money')
        .map((column) => ({ key: column.key, label: columnLabel(column, t), values: table.rows.map((row) => Number(row.cells[column.key] ?? 0)) }));
      return (
        <div className="min-w-0" data-focus-series={JSON.stringify(Object.fromEntries(series.map((entry) => [entry.key, entry.values])))}>
          <SeriesChart title={title} periods={table.rows.map(label)} series={series} format={valueText} />
        </div>
      );
    }
    const rows = table.rows.map((row) => ({ key: row.key, label: label(row), value: Number(row.cells[table.chartColumn ?? ''] ?? 0) }));
    return chart === 'donut' ? <DonutChart title={title} rows={rows} format={valueText} /> : <BarChart title={title} rows={rows} format={valueText} />;
  };

  return (
    <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${id}-heading`} data-focus-section={table.id} data-chart-kind={chart} data-chart-column={table.chartColumn}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="m-0 text-base font-semibold">{title}</h3>
        {table.rows.length > 0 && (
          <button type="button" className="btn-outline px-3 py-1 text-xs" aria-label={t('intelligence:downloadLabel', { title })}
            onClick={() => downloadText(focusCsv(table), focusFileName(itemId, page, table))} data-focus-csv>
            <span className="i-lucide-download" aria-hidden="true" />
            {t('intelligence:download')}
          </button>
        )}
      </div>
      {children}
      {table.rows.length === 0 ? (
        <EmptyState compact>{t('intelligence:empty.section')}</EmptyState>
      ) : (
        <div className={`grid min-w-0 gap-4 ${chart === 'series' || chart === 'none' || table.columns.length > 3 ? '' : 'lg:grid-cols-2 lg:items-start'}`}>
          {drawn()}
          <ChartTable caption={t('intelligence:tableCaption', { title })}
            columns={table.columns.map((column) => ({ key: column.key, label: columnLabel(column, t), numeric: ['count', 'money', 'percent'].includes(column.kind) }))}
            rows={table.rows.map((row) => Object.fromEntries(table.columns.map((column, index) => {
              const value = row.cells[column.key];
              const text = cellText(column, value, t, language);
              return [column.key, index === 0
                ? <span data-row-key={row.key}>{text}</span>
                : <span data-value={value === null || value === undefined ? '' : String(value)}>{text}</span>];
            })))} />
        </div>
      )}
    </section>
  );
}
