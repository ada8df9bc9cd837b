/**
 * A plain table of the watch screens that prints whole (issue 15: "no cut tables"): its header
 * repeats on every printed page, a row never splits across pages, long names wrap, and on a
 * narrow screen it scrolls inside its own focusable region instead of the page.
 */
import type { ReactNode } from 'react';

export interface WatchTableColumn<R> {
  key: string;
  label: string;
  numeric?: boolean;
  cell(row: R): ReactNode;
}

interface WatchTableProps<R> {
  caption: string;
  columns: readonly WatchTableColumn<R>[];
  rows: readonly R[];
  rowKey(row: R): string | number;
  /** `data-watch-table`, for tests. */
  id: string;
}

const cellClass = 'px-2 py-1.5 border-0 border-b border-solid border-line align-top';

export function WatchTable<R>({ caption, columns, rows, rowKey, id }: WatchTableProps<R>) {
  return (
    <div className="watch-table-region min-w-0 overflow-x-auto rounded-md border border-solid border-line" tabIndex={0} role="region" aria-label={caption}>
      <table className="watch-table w-full border-collapse text-sm" data-watch-table={id}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-background">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${cellClass} font-medium whitespace-nowrap ${column.numeric ? 'text-right' : 'text-left'}`} data-column={column.key}>{column.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-row={rowKey(row)}>
              {columns.map((column, position) => position === 0
                ? <th key={column.key} scope="row" className={`${cellClass} text-left font-normal break-words`} data-column={column.key}>{column.cell(row)}</th>
                : <td key={column.key} className={`${cellClass} ${column.numeric ? 'text-right tabular-nums' : 'break-words'}`} data-column={column.key}>{column.cell(row)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
