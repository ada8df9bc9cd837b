/**
 * A report section's table as CSV (DESIGN.md section 14): the same rows and columns as the table
 * twin, as raw values so the file reads the same in every language — the key as stored, counts,
 * and amounts as decimals in the currency's major unit (`amount_EUR` 11.10; empty where a row has
 * none in that currency). The share a donut's table adds is left out: it is the count over the
 * total.
 */
import { csvText } from '~/islands/resources/list/csv';
import { columnId, sectionColumns, type SectionColumn } from '~/lib/reports/report-sections';
import { decimalAmount } from '~/lib/reports/report-values';
import type { ReportAnswer, ReportRow, ReportSection } from '~/lib/schemas/report';

function cellOf(column: SectionColumn, row: ReportRow): string {
  switch (column.kind) {
    case 'key':
      return row.key;
    case 'count':
      return String(row.count);
    case 'value':
      return String(row.values?.[column.key] ?? 0);
    case 'amount': {
      const amount = row.amounts?.[column.currency];
      return amount === undefined ? '' : decimalAmount(amount, column.currency);
    }
    default:
      return '';
  }
}

export function sectionCsv(section: Pick<ReportSection, 'rows' | 'series' | 'chart'>): string {
  const columns = sectionColumns(section).filter((column) => column.kind !== 'share');
  return csvText(columns.map(columnId), section.rows.map((row) => columns.map((column) => cellOf(column, row))));
}

export function sectionFileName(answer: Pick<ReportAnswer, 'report' | 'generated_at'>, section: Pick<ReportSection, 'id'>): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(answer.generated_at)?.[0];
  return `report-${answer.report}-${section.id.replace(/_/g, '-')}${day ? `-${day}` : ''}.csv`;
}
