/**
 * A job's items as CSV (RFC 4180; DESIGN.md section 13, bulk jobs): a header line
 * `position,item,outcome,reason` (an export action adds its columns, read from each item's
 * result), one line per item in position order, CRLF line ends, a field quoted when it holds a
 * comma, a quote or a line break, its quotes doubled.
 */
import type { JobItem } from '../../../src/lib/schemas/job.ts';

export type CsvItem = Pick<JobItem, 'position' | 'label' | 'state' | 'reason' | 'result'>;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.map(String).join(' ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(fields: readonly unknown[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function jobItemsCsv(items: Iterable<CsvItem>, extraColumns: readonly string[] = []): string {
  let text = csvLine(['position', 'item', 'outcome', 'reason', ...extraColumns]);
  for (const item of items) {
    const result = item.result !== null && typeof item.result === 'object' ? (item.result as Record<string, unknown>) : {};
    text += csvLine([item.position, item.label, item.state, item.reason, ...extraColumns.map((column) => result[column])]);
  }
  return text;
}
