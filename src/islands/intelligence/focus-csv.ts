/**
 * A focus section's table as CSV (like a report section's, src/islands/reports/report-csv.ts):
 * the same rows and columns as the table twin, as raw values so the file reads the same in every
 * language — names and keys as stored, counts, money as decimals in the major unit with the
 * currency in the column's name (`saving_EUR`), shares 0–100, days as YYYY-MM-DD, flags true/false.
 */
import { csvText } from '../resources/list/csv';
import { decimalAmount } from '~/lib/reports/report-values';
import type { FocusCell, FocusColumn, FocusTable } from '~/lib/intelligence/focus-tables';

function header(column: FocusColumn): string {
  return column.kind === 'money' && column.currency ? `${column.key}_${column.currency}` : column.key;
}

function cellText(column: FocusColumn, value: FocusCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money' && typeof value === 'number') return decimalAmount(value, column.currency ?? 'EUR');
  if (column.kind === 'date' && typeof value === 'string') return value.slice(0, 10);
  return String(value);
}

export function focusCsv(table: FocusTable): string {
  return csvText(table.columns.map(header), table.rows.map((row) => table.columns.map((column) => cellText(column, row.cells[column.key]))));
}

/** `intelligence-<item id>-<page>-<section>.csv`. */
export function focusFileName(itemId: number, page: string, table: Pick<FocusTable, 'id'>): string {
  return `intelligence-${itemId}-${page}-${table.id}.csv`;
}
