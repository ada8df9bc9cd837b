/**
 * One section of a report (DESIGN.md section 14): its heading, its chart (bars, a donut, or a
 * series over time), the same numbers as a table, and "Download CSV" of that table. Each row
 * leads to the list of the records it counts, filtered, where a list can show them.
 */
import { useId, type ReactNode } from 'react';
import { formatMoney, formatNumber } from '~/lib/formatting/format';
import { knownText } from '~/lib/formatting/known-text';
import type { ReportDeclaration, SectionDeclaration } from '~/lib/reports/report-declarations';
import { rowHref, type ReportList } from '~/lib/reports/report-links';
import { columnId, currencies, rowShares, sectionColumns, sectionDeclaration, sectionSeries, type SectionColumn } from '~/lib/reports/report-sections';
import { keyText, moneyText, percentText } from '~/lib/reports/report-values';
import { statusTone } from '~/lib/resources/status-tones';
import type { ReportAnswer, ReportRow, ReportSection } from '~/lib/schemas/report';
import { BarChart } from '../kit/charts/BarChart';
import { ChartTable } from '../kit/charts/ChartTable';
import { DonutChart } from '../kit/charts/DonutChart';
import { SeriesChart } from '../kit/charts/SeriesChart';
import { downloadText } from '../kit/download-text';
import { EmptyState } from '../kit/EmptyState';
import { StatusBadge } from '../kit/values/StatusBadge';
import { sectionCsv, sectionFileName } from './report-csv';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ReportSectionViewProps {
  answer: ReportAnswer;
  section: ReportSection;
  report: ReportDeclaration;
  /** The list this section's rows open, when the reader may see one. */
  list: ReportList | undefined;
  language: string;
  t: Translate;
}

/** The words of a section: its title and its key column's name. */
export function sectionWords(t: Translate, report: string, id: string): { title: string; key: string } {
  return {
    title: knownText(t, `reports:sections.${report}.${id}.title`) ?? id,
    key: knownText(t, `reports:sections.${report}.${id}.key`) ?? t('reports:columns.key'),
  };
}

function columnLabel(column: SectionColumn, words: { key: string }, declaration: SectionDeclaration, report: string, language: string, t: Translate): string {
  switch (column.kind) {
    case 'key':
      return words.key;
    case 'count':
      return t(`reports:counts.${report}`);
    case 'value':
      return keyText(declaration.values ?? 'text', column.key, t, language);
    case 'amount':
      return t('reports:columns.amount', { currency: column.currency });
    case 'share':
      return t('reports:columns.share');
  }
}

/** A series chart's value text: money in the section's one currency, else a number. */
function seriesFormat(section: ReportSection, declaration: SectionDeclaration, language: string): (value: number) => string {
  const shown = declaration.series === 'amounts' ? currencies(section) : [];
  if (shown.length === 1) return (value) => formatMoney(value, shown[0]!, language);
  return (value) => formatNumber(value, language);
}

export function ReportSectionView({ answer, section, report, list, language, t }: ReportSectionViewProps) {
  const id = useId();
  const declaration = sectionDeclaration(report, section.id);
  const words = sectionWords(t, report.name, section.id);
  const label = (row: ReportRow) => keyText(declaration.keys, row.key, t, language);
  const href = (row: ReportRow) => rowHref(list, answer.filter, row.pql);
  const count = (value: number) => formatNumber(value, language);
  const columns = sectionColumns(section);
  const shares = rowShares(section.rows);

  const keyCell = (row: ReportRow): ReactNode => {
    const text = declaration.keys === 'status' && row.key !== '' ? <StatusBadge tone={statusTone(row.key)}>{label(row)}</StatusBadge> : label(row);
    const target = href(row);
    return (
      <span data-row-key={row.key}>
        {target ? <a href={target} className="focus-ring" data-report-row-link>{text}</a> : text}
      </span>
    );
  };
  const cell = (column: SectionColumn, row: ReportRow, index: number): ReactNode => {
    switch (column.kind) {
      case 'key':
        return keyCell(row);
      case 'count':
        return count(row.count);
      case 'value':
        return count(row.values?.[column.key] ?? 0);
      case 'amount': {
        // No amount in a currency (another currency's row, a month without renewals) is no cost, not a zero price.
        const amount = row.amounts?.[column.currency];
        return amount === undefined ? '—' : moneyText(amount, column.currency, language);
      }
      case 'share':
        return percentText((shares[index] ?? 0) * 100, language);
    }
  };

  const chart = () => {
    if (section.chart === 'series') {
      const { periods, series } = sectionSeries(section, declaration);
      const seriesLabel = (key: string) => (declaration.series === 'amounts' ? key : key === 'count' ? columnLabel({ kind: 'count' }, words, declaration, report.name, language, t) : keyText(declaration.values ?? 'text', key, t, language));
      return (
        <SeriesChart title={words.title} kind={declaration.seriesKind ?? 'line'} format={seriesFormat(section, declaration, language)}
          periods={periods.map((key) => keyText(declaration.keys, key, t, language))}
          series={series.map((entry) => ({ key: entry.key, label: seriesLabel(entry.key), values: entry.values }))} />
      );
    }
    const tones = declaration.keys === 'status' ? section.rows.map((row) => statusTone(row.key)) : [];
    // States take their badges' colours when no two share one (two amber slices side by side would read as one).
    const toned = tones.length > 0 && new Set(tones).size === tones.length;
    const rows = section.rows.map((row, index) => ({ key: row.key, label: label(row), value: row.count, href: href(row), ...(toned ? { tone: tones[index]! } : {}) }));
    return section.chart === 'donut' ? <DonutChart title={words.title} rows={rows} format={count} /> : <BarChart title={words.title} rows={rows} format={count} />;
  };

  return (
    <section className="card flex min-w-0 flex-col gap-3 p-4" aria-labelledby={`${id}-heading`} data-report-section={section.id} data-chart-kind={section.chart}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="m-0 text-base font-semibold">{words.title}</h2>
        {section.rows.length > 0 && (
          <button type="button" className="btn-outline px-3 py-1 text-xs" aria-label={t('reports:section.downloadLabel', { title: words.title })}
            onClick={() => downloadText(sectionCsv(section), sectionFileName(answer, section))} data-report-csv>
            <span className="i-lucide-download" aria-hidden="true" />
            {t('reports:section.download')}
          </button>
        )}
      </div>
      {section.rows.length === 0 ? (
        <EmptyState compact>{t('reports:section.noRows')}</EmptyState>
      ) : (
        <div className={`grid min-w-0 gap-4 ${section.chart === 'series' ? '' : 'lg:grid-cols-2 lg:items-start'}`}>
          <div className="min-w-0">{chart()}</div>
          <ChartTable caption={t('reports:section.tableCaption', { title: words.title })}
            columns={columns.map((column) => ({ key: columnId(column), label: columnLabel(column, words, declaration, report.name, language, t), numeric: column.kind !== 'key' }))}
            rows={section.rows.map((row, index) => Object.fromEntries(columns.map((column) => [columnId(column), cell(column, row, index)])))} />
        </div>
      )}
    </section>
  );
}
