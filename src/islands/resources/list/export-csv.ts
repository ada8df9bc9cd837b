/** The whole filtered list as a CSV file: every page (1000 at a time), the chosen columns. */
import { getAll, type GetAllProgress, type ListQuery } from '~/lib/data';
import { valueAt } from '~/lib/resources/field-value';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';
import { csvText, csvValue } from './csv';

// Loaded with the exporter, not with the list (ExportControl imports both on the first export).
export { downloadText } from '../../kit/download-text';

export function csvOfRecords(columns: readonly ColumnDeclaration[], records: readonly unknown[]): string {
  return csvText(
    columns.map((column) => column.field),
    records.map((record) => columns.map((column) => csvValue(valueAt(record, column.field)))),
  );
}

export async function exportCsv(
  request: Omit<ListQuery, 'signal'>,
  columns: readonly ColumnDeclaration[],
  options: { signal: AbortSignal; onProgress: (progress: GetAllProgress) => void },
): Promise<{ csv: string; count: number }> {
  const { page: _page, limit: _limit, ...query } = request;
  const records = await getAll<unknown>(query, options);
  return { csv: csvOfRecords(columns, records), count: records.length };
}
